CREATE TABLE "retention_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"year" integer NOT NULL,
	"from_month" integer NOT NULL,
	"to_month" integer NOT NULL,
	"folio" varchar(20) NOT NULL,
	"uuid" varchar(36),
	"status" varchar(64) NOT NULL,
	"receiver_rfc" varchar(13) NOT NULL,
	"receiver_name" varchar(254) NOT NULL,
	"nominal" numeric(18, 2) NOT NULL,
	"exempt" numeric(18, 2) NOT NULL,
	"withheld" numeric(18, 2) NOT NULL,
	"adjustment" numeric(18, 2) NOT NULL,
	"real_interest" numeric(18, 2) NOT NULL,
	"loss" numeric(18, 2) NOT NULL,
	"payments" integer NOT NULL,
	"replaces_id" integer,
	"cancellation_motive" varchar(64),
	"provider" varchar(32) NOT NULL,
	"provider_ref" varchar(64),
	"stamped_at" timestamp with time zone,
	"xml_location" varchar(1024) NOT NULL,
	"pdf_location" varchar(1024) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_certificate_folio_unique" UNIQUE("folio"),
	CONSTRAINT "retention_certificate_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
ALTER TABLE "invoicing_intent" ALTER COLUMN "loan_detail_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_intent" ADD COLUMN "retention_certificate_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fiscal_postal_code" varchar(5);--> statement-breakpoint
ALTER TABLE "retention_certificate" ADD CONSTRAINT "retention_certificate_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retention_certificate_user_id_sort_idx" ON "retention_certificate" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_year_sort_idx" ON "retention_certificate" USING btree ("year","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_folio_sort_idx" ON "retention_certificate" USING btree ("folio","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_status_sort_idx" ON "retention_certificate" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_nominal_sort_idx" ON "retention_certificate" USING btree ("nominal","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_user_id_year_idx" ON "retention_certificate" USING btree ("user_id","year","id");--> statement-breakpoint
CREATE INDEX "retention_certificate_created_at_idx" ON "retention_certificate" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoicing_intent_retention_certificate_id_idx" ON "invoicing_intent" USING btree ("retention_certificate_id");