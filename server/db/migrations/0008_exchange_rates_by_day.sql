CREATE TABLE "exchange_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"fixed_on" date NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"source" varchar(64) DEFAULT 'manual',
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_fixed_on_unique" UNIQUE("fixed_on")
);
--> statement-breakpoint
CREATE INDEX "exchange_rate_fixed_on_sort_idx" ON "exchange_rate" USING btree ("fixed_on","id");--> statement-breakpoint
CREATE INDEX "exchange_rate_source_idx" ON "exchange_rate" USING btree ("source");--> statement-breakpoint
CREATE INDEX "exchange_rate_created_at_idx" ON "exchange_rate" USING btree ("created_at","id");