CREATE TABLE "invoicing_intent" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"kind" varchar(64) NOT NULL,
	"loan_detail_id" integer NOT NULL,
	"invoice_id" integer,
	"recorded_invoice_id" integer,
	"claim" varchar(40),
	"state" varchar(64) NOT NULL,
	"wanted" boolean DEFAULT true NOT NULL,
	"payload" varchar(60000) NOT NULL,
	"provider_ref" varchar(64),
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" varchar(1000),
	"lease_owner" varchar(40),
	"lease_until" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoicing_intent_key_unique" UNIQUE("key"),
	CONSTRAINT "invoicing_intent_claim_unique" UNIQUE("claim")
);
--> statement-breakpoint
CREATE INDEX "invoicing_intent_kind_idx" ON "invoicing_intent" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "invoicing_intent_loan_detail_id_idx" ON "invoicing_intent" USING btree ("loan_detail_id");--> statement-breakpoint
CREATE INDEX "invoicing_intent_invoice_id_idx" ON "invoicing_intent" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoicing_intent_state_lease_until_idx" ON "invoicing_intent" USING btree ("state","lease_until","id");--> statement-breakpoint
CREATE INDEX "invoicing_intent_created_at_idx" ON "invoicing_intent" USING btree ("created_at","id");