CREATE TABLE "csd_certificate" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial_number" varchar(40) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"legal_name" varchar(254) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"cer" "bytea" NOT NULL,
	"sealed_key" "bytea" NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csd_certificate_serial_number_unique" UNIQUE("serial_number")
);
--> statement-breakpoint
CREATE TABLE "fiscal_identity" (
	"id" integer PRIMARY KEY NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"name" varchar(254) NOT NULL,
	"regime" varchar(3) NOT NULL,
	"postal_code" varchar(5) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_account" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"role_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "service_account_name_unique" UNIQUE("name"),
	CONSTRAINT "service_account_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_account_use" (
	"service_account_id" integer PRIMARY KEY NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "service_account_id" integer;--> statement-breakpoint
ALTER TABLE "service_account" ADD CONSTRAINT "service_account_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_account_use" ADD CONSTRAINT "service_account_use_service_account_id_service_account_id_fk" FOREIGN KEY ("service_account_id") REFERENCES "public"."service_account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_account_role_id_idx" ON "service_account" USING btree ("role_id");