CREATE TABLE "sign_in_identifier" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"field" varchar(16) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_identifier" ADD CONSTRAINT "sign_in_identifier_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_identifier_user_id_idx" ON "sign_in_identifier" USING btree ("user_id");