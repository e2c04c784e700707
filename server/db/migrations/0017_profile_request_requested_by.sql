ALTER TABLE "profile_request" ADD COLUMN "requested_by" integer;--> statement-breakpoint
ALTER TABLE "profile_request" ADD CONSTRAINT "profile_request_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Requests made before staff could ask were the person's own.
UPDATE "profile_request" SET "requested_by" = "user_id" WHERE "requested_by" IS NULL;
