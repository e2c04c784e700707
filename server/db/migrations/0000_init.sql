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
CREATE TABLE "close_coverage_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"startTime" varchar(5) NOT NULL,
	"endTime" varchar(5) NOT NULL,
	"weekdaysOnly" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_send" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
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
	"user_id" integer,
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
CREATE TABLE "expense" (
	"id" serial PRIMARY KEY NOT NULL,
	"investment_id" integer NOT NULL,
	"date_payment" date NOT NULL,
	"days" numeric(8, 0) NOT NULL,
	"interests" numeric(18, 2) NOT NULL,
	"retentions" numeric(18, 2) NOT NULL,
	"total_to_pay" numeric(18, 2) NOT NULL,
	"expiration_payment" date NOT NULL,
	"status_id" integer NOT NULL,
	"paid_at" date,
	"cfdi_pdf_location" varchar(1024),
	"cfdi_xml_location" varchar(1024),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forex_quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"quotedAt" timestamp with time zone NOT NULL,
	"source" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_closed" (
	"id" serial PRIMARY KEY NOT NULL,
	"parentId" integer NOT NULL,
	"userId" integer NOT NULL,
	"instrumentId" integer,
	"statusId" integer NOT NULL,
	"kind" varchar(64) NOT NULL,
	"side" varchar(64) NOT NULL,
	"amountUSD" numeric(18, 2),
	"amountMXN" numeric(18, 2) NOT NULL,
	"K" numeric(12, 4) NOT NULL,
	"referenceRate" numeric(12, 4) NOT NULL,
	"profit" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_constant" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"instrumentId" integer NOT NULL,
	"isCurrent" boolean DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_instrument" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255),
	"kind" varchar(64) NOT NULL,
	"allowsEarlyLiquidation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "forward_instrument_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "forward_open" (
	"id" serial PRIMARY KEY NOT NULL,
	"userId" integer NOT NULL,
	"instrumentId" integer NOT NULL,
	"statusId" integer NOT NULL,
	"side" varchar(64) NOT NULL,
	"amountUSD" numeric(18, 2) NOT NULL,
	"pendingAmountUSD" numeric(18, 2) NOT NULL,
	"pendingAmountMXN" numeric(18, 2) NOT NULL,
	"spot" numeric(12, 4) NOT NULL,
	"spotAt" timestamp with time zone NOT NULL,
	"rateMXN" numeric(9, 4) NOT NULL,
	"rateUSD" numeric(9, 4) NOT NULL,
	"spread" numeric(12, 4) NOT NULL,
	"forwardRate" numeric(12, 4) NOT NULL,
	"K" numeric(12, 4) NOT NULL,
	"tradeDate" date NOT NULL,
	"maturity" date NOT NULL,
	"days" integer NOT NULL,
	"requestGenerated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_projection" (
	"id" serial PRIMARY KEY NOT NULL,
	"uploadId" integer NOT NULL,
	"rowNumber" integer NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forward_projection_upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" varchar(255) NOT NULL,
	"rowCount" integer NOT NULL,
	"isCurrent" boolean DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"intelisis_id" varchar(40) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"emission" date NOT NULL,
	"duration" varchar(64) NOT NULL,
	"expiration" date,
	"days" numeric(8, 0),
	"interests" numeric(18, 2),
	"retentions" numeric(18, 2),
	"total_to_pay" numeric(18, 2),
	"currency_id" integer NOT NULL,
	"status_id" integer,
	"contract" varchar(1024) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "investment_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"investment_id" integer NOT NULL,
	"date_payment" date NOT NULL,
	"days" numeric(8, 0) NOT NULL,
	"interests" numeric(18, 2) NOT NULL,
	"retentions" numeric(18, 2) NOT NULL,
	"total_to_pay" numeric(18, 2) NOT NULL,
	"expiration_payment" date NOT NULL,
	"status_id" integer NOT NULL,
	"paid_at" date,
	"cfdi_pdf_location" varchar(1024),
	"cfdi_xml_location" varchar(1024),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_detail_id" integer NOT NULL,
	"uuid" varchar(36) NOT NULL,
	"serie" varchar(25) NOT NULL,
	"folio" varchar(40) NOT NULL,
	"issuer_rfc" varchar(13) NOT NULL,
	"receiver_rfc" varchar(13) NOT NULL,
	"receiver_name" varchar(254) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"taxes" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"xml_location" varchar(1024) NOT NULL,
	"pdf_location" varchar(1024) NOT NULL,
	"status" varchar(64) NOT NULL,
	"provider" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "loan" (
	"id" serial PRIMARY KEY NOT NULL,
	"intelisis_id" varchar(32) NOT NULL,
	"mov" varchar(60) NOT NULL,
	"mov_id" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"emission" date NOT NULL,
	"expiration" date NOT NULL,
	"days" numeric(4, 0) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"interests" numeric(9, 4) NOT NULL,
	"currency_id" integer NOT NULL,
	"exchange_rate" numeric(12, 4) NOT NULL,
	"status_id" integer NOT NULL,
	"date_payment" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_intelisis_id_unique" UNIQUE("intelisis_id")
);
--> statement-breakpoint
CREATE TABLE "loan_detail" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"date_doc" date NOT NULL,
	"expiration_doc" date NOT NULL,
	"days" numeric(4, 0) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"cfdi_pdf_location" varchar(1024),
	"cfdi_xml_location" varchar(1024),
	"status_id" integer NOT NULL,
	"period" integer,
	"principal" numeric(18, 2),
	"interest" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "pending_login" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"phone" varchar(20) NOT NULL,
	"channel" varchar(8) NOT NULL,
	"language" varchar(2),
	"code_hash" varchar(64) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"wrong_attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"temporary_password_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_login_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"root" boolean NOT NULL,
	"destroy" boolean NOT NULL,
	"update" boolean NOT NULL,
	"create" boolean NOT NULL,
	"read" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso" varchar(2) NOT NULL,
	"country" varchar(120) NOT NULL,
	"code" varchar(8) NOT NULL,
	CONSTRAINT "phone_code_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "profile_picture" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"url" varchar(1024) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_request" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(255) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"public_id" varchar(64) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	CONSTRAINT "session_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "session_secret_hash_unique" UNIQUE("secret_hash")
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
CREATE TABLE "temporary_password" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(40) NOT NULL,
	"username" varchar(80) NOT NULL,
	"name" varchar(200) NOT NULL,
	"rfc" varchar(13) NOT NULL,
	"curp" varchar(18) NOT NULL,
	"bank_name" varchar(120) NOT NULL,
	"bank_account" varchar(20) NOT NULL,
	"bank_clabe" varchar(18) NOT NULL,
	"email" varchar(254) NOT NULL,
	"password" varchar(255) NOT NULL,
	"lada" varchar(6),
	"phone" varchar(20) NOT NULL,
	"role_id" integer NOT NULL,
	"type" varchar(64),
	"person_type" varchar(64) NOT NULL,
	"language" varchar(64) DEFAULT 'es',
	"must_change_password" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_key_unique" UNIQUE("key"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "user_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"location" varchar(1024) NOT NULL,
	"expiration" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_id" integer,
	"title" varchar(120) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer" ADD CONSTRAINT "customer_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_investment_id_investment_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense" ADD CONSTRAINT "expense_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_closed" ADD CONSTRAINT "forward_closed_parentId_forward_open_id_fk" FOREIGN KEY ("parentId") REFERENCES "public"."forward_open"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_closed" ADD CONSTRAINT "forward_closed_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_closed" ADD CONSTRAINT "forward_closed_instrumentId_forward_instrument_id_fk" FOREIGN KEY ("instrumentId") REFERENCES "public"."forward_instrument"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_closed" ADD CONSTRAINT "forward_closed_statusId_status_id_fk" FOREIGN KEY ("statusId") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_constant" ADD CONSTRAINT "forward_constant_instrumentId_forward_instrument_id_fk" FOREIGN KEY ("instrumentId") REFERENCES "public"."forward_instrument"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_open" ADD CONSTRAINT "forward_open_userId_users_id_fk" FOREIGN KEY ("userId") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_open" ADD CONSTRAINT "forward_open_instrumentId_forward_instrument_id_fk" FOREIGN KEY ("instrumentId") REFERENCES "public"."forward_instrument"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_open" ADD CONSTRAINT "forward_open_statusId_status_id_fk" FOREIGN KEY ("statusId") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forward_projection" ADD CONSTRAINT "forward_projection_uploadId_forward_projection_upload_id_fk" FOREIGN KEY ("uploadId") REFERENCES "public"."forward_projection_upload"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment" ADD CONSTRAINT "investment_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment" ADD CONSTRAINT "investment_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment" ADD CONSTRAINT "investment_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_detail" ADD CONSTRAINT "investment_detail_investment_id_investment_id_fk" FOREIGN KEY ("investment_id") REFERENCES "public"."investment"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_detail" ADD CONSTRAINT "investment_detail_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_loan_detail_id_loan_detail_id_fk" FOREIGN KEY ("loan_detail_id") REFERENCES "public"."loan_detail"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_agent_id_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_currency_id_currency_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currency"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan" ADD CONSTRAINT "loan_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_detail" ADD CONSTRAINT "loan_detail_loan_id_loan_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loan"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_detail" ADD CONSTRAINT "loan_detail_status_id_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."status"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module" ADD CONSTRAINT "module_application_id_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."application"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module" ADD CONSTRAINT "module_moduleId_module_id_fk" FOREIGN KEY ("moduleId") REFERENCES "public"."module"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_login" ADD CONSTRAINT "pending_login_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission" ADD CONSTRAINT "permission_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permission" ADD CONSTRAINT "permission_module_id_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."module"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_picture" ADD CONSTRAINT "profile_picture_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_request" ADD CONSTRAINT "profile_request_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "temporary_password" ADD CONSTRAINT "temporary_password_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document" ADD CONSTRAINT "user_document_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_document" ADD CONSTRAINT "user_document_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification" ADD CONSTRAINT "user_notification_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification" ADD CONSTRAINT "user_notification_notification_id_notification_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notification"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_intelisis_id_sort_idx" ON "agent" USING btree ("intelisis_id","id");--> statement-breakpoint
CREATE INDEX "agent_name_sort_idx" ON "agent" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "agent_rfc_sort_idx" ON "agent" USING btree ("rfc","id");--> statement-breakpoint
CREATE INDEX "application_name_sort_idx" ON "application" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "close_coverage_config_created_at_idx" ON "close_coverage_config" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "code_send_phone_sent_at_idx" ON "code_send" USING btree ("phone","sent_at");--> statement-breakpoint
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
CREATE INDEX "expense_investment_id_sort_idx" ON "expense" USING btree ("investment_id","id");--> statement-breakpoint
CREATE INDEX "expense_date_payment_sort_idx" ON "expense" USING btree ("date_payment","id");--> statement-breakpoint
CREATE INDEX "expense_interests_sort_idx" ON "expense" USING btree ("interests","id");--> statement-breakpoint
CREATE INDEX "expense_total_to_pay_sort_idx" ON "expense" USING btree ("total_to_pay","id");--> statement-breakpoint
CREATE INDEX "expense_expiration_payment_sort_idx" ON "expense" USING btree ("expiration_payment","id");--> statement-breakpoint
CREATE INDEX "expense_status_id_idx" ON "expense" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "expense_paid_at_sort_idx" ON "expense" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "expense_created_at_idx" ON "expense" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forex_quote_quotedAt_sort_idx" ON "forex_quote" USING btree ("quotedAt","id");--> statement-breakpoint
CREATE INDEX "forex_quote_source_idx" ON "forex_quote" USING btree ("source");--> statement-breakpoint
CREATE INDEX "forex_quote_created_at_idx" ON "forex_quote" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forward_closed_parentId_idx" ON "forward_closed" USING btree ("parentId");--> statement-breakpoint
CREATE INDEX "forward_closed_userId_idx" ON "forward_closed" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "forward_closed_instrumentId_idx" ON "forward_closed" USING btree ("instrumentId");--> statement-breakpoint
CREATE INDEX "forward_closed_statusId_idx" ON "forward_closed" USING btree ("statusId");--> statement-breakpoint
CREATE INDEX "forward_closed_kind_idx" ON "forward_closed" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "forward_closed_amountUSD_sort_idx" ON "forward_closed" USING btree ("amountUSD","id");--> statement-breakpoint
CREATE INDEX "forward_closed_profit_sort_idx" ON "forward_closed" USING btree ("profit","id");--> statement-breakpoint
CREATE INDEX "forward_closed_userId_created_at_idx" ON "forward_closed" USING btree ("userId","created_at","id");--> statement-breakpoint
CREATE INDEX "forward_closed_created_at_idx" ON "forward_closed" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forward_constant_value_sort_idx" ON "forward_constant" USING btree ("value","id");--> statement-breakpoint
CREATE INDEX "forward_constant_instrumentId_idx" ON "forward_constant" USING btree ("instrumentId");--> statement-breakpoint
CREATE INDEX "forward_constant_isCurrent_idx" ON "forward_constant" USING btree ("isCurrent");--> statement-breakpoint
CREATE INDEX "forward_constant_instrumentId_isCurrent_idx" ON "forward_constant" USING btree ("instrumentId","isCurrent","id");--> statement-breakpoint
CREATE INDEX "forward_constant_created_at_idx" ON "forward_constant" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forward_instrument_name_sort_idx" ON "forward_instrument" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "forward_instrument_kind_idx" ON "forward_instrument" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "forward_open_userId_idx" ON "forward_open" USING btree ("userId");--> statement-breakpoint
CREATE INDEX "forward_open_instrumentId_idx" ON "forward_open" USING btree ("instrumentId");--> statement-breakpoint
CREATE INDEX "forward_open_statusId_idx" ON "forward_open" USING btree ("statusId");--> statement-breakpoint
CREATE INDEX "forward_open_side_idx" ON "forward_open" USING btree ("side");--> statement-breakpoint
CREATE INDEX "forward_open_amountUSD_sort_idx" ON "forward_open" USING btree ("amountUSD","id");--> statement-breakpoint
CREATE INDEX "forward_open_pendingAmountUSD_sort_idx" ON "forward_open" USING btree ("pendingAmountUSD","id");--> statement-breakpoint
CREATE INDEX "forward_open_maturity_sort_idx" ON "forward_open" USING btree ("maturity","id");--> statement-breakpoint
CREATE INDEX "forward_open_userId_created_at_idx" ON "forward_open" USING btree ("userId","created_at","id");--> statement-breakpoint
CREATE INDEX "forward_open_statusId_maturity_idx" ON "forward_open" USING btree ("statusId","maturity","id");--> statement-breakpoint
CREATE INDEX "forward_open_created_at_idx" ON "forward_open" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "forward_projection_uploadId_idx" ON "forward_projection" USING btree ("uploadId");--> statement-breakpoint
CREATE INDEX "forward_projection_date_sort_idx" ON "forward_projection" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "forward_projection_uploadId_date_idx" ON "forward_projection" USING btree ("uploadId","date","id");--> statement-breakpoint
CREATE INDEX "forward_projection_upload_isCurrent_idx" ON "forward_projection_upload" USING btree ("isCurrent");--> statement-breakpoint
CREATE INDEX "forward_projection_upload_created_at_idx" ON "forward_projection_upload" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investment_key_sort_idx" ON "investment" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "investment_user_id_sort_idx" ON "investment" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "investment_amount_sort_idx" ON "investment" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "investment_emission_sort_idx" ON "investment" USING btree ("emission","id");--> statement-breakpoint
CREATE INDEX "investment_expiration_sort_idx" ON "investment" USING btree ("expiration","id");--> statement-breakpoint
CREATE INDEX "investment_currency_id_idx" ON "investment" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "investment_status_id_idx" ON "investment" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "investment_user_id_status_id_idx" ON "investment" USING btree ("user_id","status_id","id");--> statement-breakpoint
CREATE INDEX "investment_created_at_idx" ON "investment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "investment_detail_investment_id_sort_idx" ON "investment_detail" USING btree ("investment_id","id");--> statement-breakpoint
CREATE INDEX "investment_detail_date_payment_sort_idx" ON "investment_detail" USING btree ("date_payment","id");--> statement-breakpoint
CREATE INDEX "investment_detail_interests_sort_idx" ON "investment_detail" USING btree ("interests","id");--> statement-breakpoint
CREATE INDEX "investment_detail_total_to_pay_sort_idx" ON "investment_detail" USING btree ("total_to_pay","id");--> statement-breakpoint
CREATE INDEX "investment_detail_expiration_payment_sort_idx" ON "investment_detail" USING btree ("expiration_payment","id");--> statement-breakpoint
CREATE INDEX "investment_detail_status_id_idx" ON "investment_detail" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "investment_detail_paid_at_sort_idx" ON "investment_detail" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "investment_detail_investment_id_date_payment_idx" ON "investment_detail" USING btree ("investment_id","date_payment","id");--> statement-breakpoint
CREATE INDEX "investment_detail_created_at_idx" ON "investment_detail" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "invoice_loan_detail_id_sort_idx" ON "invoice" USING btree ("loan_detail_id","id");--> statement-breakpoint
CREATE INDEX "invoice_uuid_idx" ON "invoice" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "invoice_folio_sort_idx" ON "invoice" USING btree ("folio","id");--> statement-breakpoint
CREATE INDEX "invoice_issuer_rfc_idx" ON "invoice" USING btree ("issuer_rfc");--> statement-breakpoint
CREATE INDEX "invoice_receiver_rfc_idx" ON "invoice" USING btree ("receiver_rfc");--> statement-breakpoint
CREATE INDEX "invoice_total_sort_idx" ON "invoice" USING btree ("total","id");--> statement-breakpoint
CREATE INDEX "invoice_status_sort_idx" ON "invoice" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "invoice_created_at_idx" ON "invoice" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loan_intelisis_id_sort_idx" ON "loan" USING btree ("intelisis_id","id");--> statement-breakpoint
CREATE INDEX "loan_mov_idx" ON "loan" USING btree ("mov");--> statement-breakpoint
CREATE INDEX "loan_mov_id_sort_idx" ON "loan" USING btree ("mov_id","id");--> statement-breakpoint
CREATE INDEX "loan_customer_id_sort_idx" ON "loan" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "loan_company_id_idx" ON "loan" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "loan_agent_id_idx" ON "loan" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "loan_emission_sort_idx" ON "loan" USING btree ("emission","id");--> statement-breakpoint
CREATE INDEX "loan_expiration_sort_idx" ON "loan" USING btree ("expiration","id");--> statement-breakpoint
CREATE INDEX "loan_amount_sort_idx" ON "loan" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "loan_interests_sort_idx" ON "loan" USING btree ("interests","id");--> statement-breakpoint
CREATE INDEX "loan_currency_id_idx" ON "loan" USING btree ("currency_id");--> statement-breakpoint
CREATE INDEX "loan_status_id_sort_idx" ON "loan" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "loan_date_payment_sort_idx" ON "loan" USING btree ("date_payment","id");--> statement-breakpoint
CREATE INDEX "loan_status_id_emission_idx" ON "loan" USING btree ("status_id","emission","id");--> statement-breakpoint
CREATE INDEX "loan_customer_id_emission_idx" ON "loan" USING btree ("customer_id","emission","id");--> statement-breakpoint
CREATE INDEX "loan_created_at_idx" ON "loan" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loan_detail_loan_id_sort_idx" ON "loan_detail" USING btree ("loan_id","id");--> statement-breakpoint
CREATE INDEX "loan_detail_date_doc_sort_idx" ON "loan_detail" USING btree ("date_doc","id");--> statement-breakpoint
CREATE INDEX "loan_detail_expiration_doc_sort_idx" ON "loan_detail" USING btree ("expiration_doc","id");--> statement-breakpoint
CREATE INDEX "loan_detail_amount_sort_idx" ON "loan_detail" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "loan_detail_status_id_sort_idx" ON "loan_detail" USING btree ("status_id","id");--> statement-breakpoint
CREATE INDEX "loan_detail_loan_id_date_doc_idx" ON "loan_detail" USING btree ("loan_id","date_doc","id");--> statement-breakpoint
CREATE INDEX "loan_detail_status_id_expiration_doc_idx" ON "loan_detail" USING btree ("status_id","expiration_doc","id");--> statement-breakpoint
CREATE INDEX "loan_detail_created_at_idx" ON "loan_detail" USING btree ("created_at","id");--> statement-breakpoint
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
CREATE INDEX "pending_login_user_id_idx" ON "pending_login" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_login_expires_at_idx" ON "pending_login" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "permission_role_id_idx" ON "permission" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "permission_module_id_idx" ON "permission" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "permission_role_id_module_id_idx" ON "permission" USING btree ("role_id","module_id","id");--> statement-breakpoint
CREATE INDEX "profile_request_status_idx" ON "profile_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "profile_request_user_id_idx" ON "profile_request" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "role_name_sort_idx" ON "role" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_absolute_expires_at_idx" ON "session" USING btree ("absolute_expires_at");--> statement-breakpoint
CREATE INDEX "sms_log_phone_sort_idx" ON "sms_log" USING btree ("phone","id");--> statement-breakpoint
CREATE INDEX "sms_log_type_idx" ON "sms_log" USING btree ("type");--> statement-breakpoint
CREATE INDEX "sms_log_phone_created_at_idx" ON "sms_log" USING btree ("phone","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_log_type_created_at_idx" ON "sms_log" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "sms_log_created_at_idx" ON "sms_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "status_name_sort_idx" ON "status" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stored_file_uploaded_by_idx" ON "stored_file" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "temporary_password_user_id_idx" ON "temporary_password" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_key_sort_idx" ON "users" USING btree ("key","id");--> statement-breakpoint
CREATE INDEX "users_username_sort_idx" ON "users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_rfc_idx" ON "users" USING btree ("rfc");--> statement-breakpoint
CREATE INDEX "users_curp_idx" ON "users" USING btree ("curp");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_type_idx" ON "users" USING btree ("type");--> statement-breakpoint
CREATE INDEX "users_person_type_idx" ON "users" USING btree ("person_type");--> statement-breakpoint
CREATE INDEX "users_role_id_name_idx" ON "users" USING btree ("role_id","name","id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_document_user_id_idx" ON "user_document" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_document_document_id_idx" ON "user_document" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "user_document_name_sort_idx" ON "user_document" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "user_document_expiration_sort_idx" ON "user_document" USING btree ("expiration","id");--> statement-breakpoint
CREATE INDEX "user_document_user_id_expiration_idx" ON "user_document" USING btree ("user_id","expiration","id");--> statement-breakpoint
CREATE INDEX "user_document_created_at_idx" ON "user_document" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "user_notification_user_idx" ON "user_notification" USING btree ("user_id","created_at");