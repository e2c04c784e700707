CREATE TABLE "payout_run" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"status" varchar(12) DEFAULT 'prepared' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"window_from" date NOT NULL,
	"window_to" date NOT NULL,
	"prepared_by" integer NOT NULL,
	"prepared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"reject_reason" varchar(500),
	"left_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payout_run_line" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"investment_id" integer NOT NULL,
	"investment_detail_id" integer NOT NULL,
	"period" integer NOT NULL,
	"date_payment" date NOT NULL,
	"interests" numeric(14, 2) NOT NULL,
	"retentions" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"beneficiary" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"clabe" varchar(18) NOT NULL,
	"reference" integer NOT NULL,
	"status" varchar(10) DEFAULT 'due' NOT NULL,
	"tracking_key" varchar(30),
	"paid_on" date,
	"reason" varchar(500),
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "payout_run" ADD CONSTRAINT "payout_run_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run" ADD CONSTRAINT "payout_run_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_line" ADD CONSTRAINT "payout_run_line_run_id_payout_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payout_run"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_line" ADD CONSTRAINT "payout_run_line_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_line" ADD CONSTRAINT "payout_run_line_investment_id_investment_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_run_line" ADD CONSTRAINT "payout_run_line_investment_detail_id_investment_detail_id_fk" FOREIGN KEY ("investment_detail_id") REFERENCES "public"."investment_detail"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_statement" ADD CONSTRAINT "investor_statement_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_run_status_idx" ON "payout_run" USING btree ("status","prepared_at");--> statement-breakpoint
CREATE INDEX "payout_run_line_run_idx" ON "payout_run_line" USING btree ("run_id","reference");--> statement-breakpoint
CREATE INDEX "payout_run_line_user_idx" ON "payout_run_line" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_line_reference_uq" ON "payout_run_line" USING btree ("run_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_run_line_period_live_uq" ON "payout_run_line" USING btree ("investment_detail_id") WHERE status in ('due', 'paid');--> statement-breakpoint
CREATE INDEX "investor_statement_user_id_sort_idx" ON "investor_statement" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "investor_statement_month_sort_idx" ON "investor_statement" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "investor_statement_currency_idx" ON "investor_statement" USING btree ("currency");--> statement-breakpoint
CREATE INDEX "investor_statement_user_id_month_idx" ON "investor_statement" USING btree ("user_id","month","id");--> statement-breakpoint
CREATE INDEX "investor_statement_created_at_idx" ON "investor_statement" USING btree ("created_at","id");