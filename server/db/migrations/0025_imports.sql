CREATE TABLE "firm_setting" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(80) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"created_by" integer,
	"status" varchar(12) DEFAULT 'previewed' NOT NULL,
	"counts" jsonb NOT NULL,
	"headings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "import_job_row" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"key" varchar(200),
	"cells" jsonb NOT NULL,
	"values" jsonb NOT NULL,
	"outcome" varchar(12) NOT NULL,
	"changes" jsonb,
	"record_id" integer,
	"record_version" integer,
	"reason" jsonb,
	"applied" boolean DEFAULT false NOT NULL,
	"pending_change" integer
);
--> statement-breakpoint
ALTER TABLE "firm_setting" ADD CONSTRAINT "firm_setting_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job_row" ADD CONSTRAINT "import_job_row_job_id_import_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_job"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_job_created_by_idx" ON "import_job" USING btree ("created_by","entity","created_at");--> statement-breakpoint
CREATE INDEX "import_job_status_idx" ON "import_job" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "import_job_row_job_idx" ON "import_job_row" USING btree ("job_id","outcome","row_number");