ALTER TABLE "invoice" ADD COLUMN "vat_treatment" varchar(64);--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "vat_base" numeric(18, 2);