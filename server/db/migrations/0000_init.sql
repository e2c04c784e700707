CREATE TABLE "agent" (
	"id" serial PRIMARY KEY NOT NULL,
	"intelisis_id" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	CONSTRAINT "agent_intelisis_id_unique" UNIQUE("intelisis_id")
);
--> statement-breakpoint
CREATE TABLE "application" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" varchar(64) NOT NULL,
	"entity_id" varchar(64),
	"action" varchar(32) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" serial PRIMARY KEY NOT NULL,
	"intelisis_id" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	CONSTRAINT "company_intelisis_id_unique" UNIQUE("intelisis_id")
);
--> statement-breakpoint
CREATE TABLE "currency" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL,
	"code" varchar(8) NOT NULL,
	"interests" numeric(9, 4) NOT NULL,
	"retentions" numeric(9, 4) NOT NULL,
	"interests_pm" numeric(9, 4) NOT NULL,
	"retentions_pm" numeric(9, 4) NOT NULL,
	"min_inv" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	CONSTRAINT "customer_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL,
	"days" numeric(8, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "module" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL,
	"icon" varchar(64) NOT NULL,
	"frontName" varchar(120) NOT NULL,
	"route" varchar(255) NOT NULL,
	"isFather" boolean NOT NULL,
	"isMenu" boolean NOT NULL,
	"isEnlist" boolean NOT NULL,
	"moduleId" integer
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"type" varchar(64) DEFAULT 'sms',
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(80) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"mime" varchar(120) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_file_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "module" ADD CONSTRAINT "module_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module" ADD CONSTRAINT "module_moduleId_module_id_fk" FOREIGN KEY ("moduleId") REFERENCES "public"."module"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_intelisis_id_sort_idx" ON "agent" USING btree ("intelisis_id","id");--> statement-breakpoint
CREATE INDEX "agent_name_sort_idx" ON "agent" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "agent_rfc_sort_idx" ON "agent" USING btree ("rfc","id");--> statement-breakpoint
CREATE INDEX "application_name_sort_idx" ON "application" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "company_intelisis_id_sort_idx" ON "company" USING btree ("intelisis_id","id");--> statement-breakpoint
CREATE INDEX "company_name_sort_idx" ON "company" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "currency_name_sort_idx" ON "currency" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "currency_code_sort_idx" ON "currency" USING btree ("code","id");--> statement-breakpoint
CREATE INDEX "currency_interests_sort_idx" ON "currency" USING btree ("interests","id");--> statement-breakpoint
CREATE INDEX "currency_retentions_sort_idx" ON "currency" USING btree ("retentions","id");--> statement-breakpoint
CREATE INDEX "currency_interests_pm_sort_idx" ON "currency" USING btree ("interests_pm","id");--> statement-breakpoint
CREATE INDEX "currency_retentions_pm_sort_idx" ON "currency" USING btree ("retentions_pm","id");--> statement-breakpoint
CREATE INDEX "currency_min_inv_sort_idx" ON "currency" USING btree ("min_inv","id");--> statement-breakpoint
CREATE INDEX "customer_clave_sort_idx" ON "customer" USING btree ("clave","id");--> statement-breakpoint
CREATE INDEX "customer_name_sort_idx" ON "customer" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "customer_rfc_sort_idx" ON "customer" USING btree ("rfc","id");--> statement-breakpoint
CREATE INDEX "document_name_sort_idx" ON "document" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "document_days_sort_idx" ON "document" USING btree ("days","id");--> statement-breakpoint
CREATE INDEX "module_application_id_idx" ON "module" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "module_name_sort_idx" ON "module" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "module_frontName_sort_idx" ON "module" USING btree ("frontName","id");--> statement-breakpoint
CREATE INDEX "module_route_sort_idx" ON "module" USING btree ("route","id");--> statement-breakpoint
CREATE INDEX "module_isFather_idx" ON "module" USING btree ("isFather");--> statement-breakpoint
CREATE INDEX "module_isMenu_idx" ON "module" USING btree ("isMenu");--> statement-breakpoint
CREATE INDEX "module_isEnlist_idx" ON "module" USING btree ("isEnlist");--> statement-breakpoint
CREATE INDEX "module_moduleId_idx" ON "module" USING btree ("moduleId");--> statement-breakpoint
CREATE INDEX "notification_name_sort_idx" ON "notification" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "notification_created_at_idx" ON "notification" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "role_name_sort_idx" ON "role" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sms_log_phone_sort_idx" ON "sms_log" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "sms_log_type_idx" ON "sms_log" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sms_log_phone_created_at_idx" ON "sms_log" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_log_created_at_idx" ON "sms_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "status_name_sort_idx" ON "status" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stored_file_uploaded_by_idx" ON "stored_file" USING btree ("uploaded_by");