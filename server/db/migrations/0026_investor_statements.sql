CREATE TABLE "investor_statement" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"opening_capital" numeric(18, 2) NOT NULL,
	"interests" numeric(18, 2) NOT NULL,
	"retentions" numeric(18, 2) NOT NULL,
	"paid" numeric(18, 2) NOT NULL,
	"closing_balance" numeric(18, 2) NOT NULL,
	"payments" integer NOT NULL,
	"pdf_location" varchar(1024) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_statement" ADD CONSTRAINT "investor_statement_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_statement_user_id_sort_idx" ON "investor_statement" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "investor_statement_month_sort_idx" ON "investor_statement" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "investor_statement_currency_idx" ON "investor_statement" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "investor_statement_user_id_month_idx" ON "investor_statement" USING btree ("user_id","month","id");--> statement-breakpoint
CREATE INDEX "investor_statement_created_at_idx" ON "investor_statement" USING btree ("created_at","id");--> statement-breakpoint
-- One statement per investor, month and currency: two generators at once cannot write it twice (docs/decisions/252).
CREATE UNIQUE INDEX "investor_statement_once_uq" ON "investor_statement" USING btree ("user_id","month","currency");
