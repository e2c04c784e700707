CREATE TABLE "inpc" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" varchar(7) NOT NULL,
	"value" numeric(10, 3) NOT NULL,
	"source" varchar(200) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inpc_month_unique" UNIQUE("month")
);
--> statement-breakpoint
ALTER TABLE "loan" ADD COLUMN "vat_treatment" varchar(64);--> statement-breakpoint
CREATE INDEX "inpc_month_sort_idx" ON "inpc" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "inpc_created_at_idx" ON "inpc" USING btree ("created_at","id");--> statement-breakpoint
-- INEGI's monthly INPC (base 2Q July 2018 = 100) as INEGI's monthly reports published it, checked in two press reports each when this migration was written; other months are entered as INEGI publishes them (docs/decisions/115).
INSERT INTO "inpc" ("month", "value", "source") VALUES ('2025-07', 140.780, 'INEGI, INPC julio 2025 (reported 2025-08-07)'), ('2025-08', 140.867, 'INEGI, INPC agosto 2025 (reported 2025-09-09)') ON CONFLICT ("month") DO NOTHING;
