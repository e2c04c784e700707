ALTER TABLE "invoice" ALTER COLUMN "uuid" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "fiscal_postal_code" varchar(5);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "fiscal_regime" varchar(64);--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "cfdi_use" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "cfdi_type" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "related_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "provider_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "tfd_xml" varchar(8000);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "stamped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "cancellation_motive" varchar(64);--> statement-breakpoint
CREATE INDEX "invoice_cfdi_type_idx" ON "invoice" USING btree ("cfdi_type");