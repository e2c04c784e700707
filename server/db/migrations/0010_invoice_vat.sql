ALTER TABLE "invoice" ADD COLUMN "vat_treatment" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "vat_base" numeric(18, 2);--> statement-breakpoint
-- Loans from before treatments were read were all invoiced with 16 % on the nominal interest: they say so (docs/decisions/116).
UPDATE "loan" SET "vat_treatment" = 'nominal' WHERE "vat_treatment" IS NULL;
