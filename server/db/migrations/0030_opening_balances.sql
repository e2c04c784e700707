ALTER TABLE "invoice" ALTER COLUMN "xml_location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ALTER COLUMN "pdf_location" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_detail" ADD COLUMN "paid_on" date;--> statement-breakpoint
CREATE INDEX "invoice_loan_detail_id_idx" ON "invoice" USING btree ("loan_detail_id","id");