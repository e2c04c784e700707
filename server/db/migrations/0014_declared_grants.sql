CREATE TABLE "declared_grant" (
	"module_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "declared_grant_module_id_role_id_pk" PRIMARY KEY("module_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "declared_grant" ADD CONSTRAINT "declared_grant_module_id_module_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."module"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declared_grant" ADD CONSTRAINT "declared_grant_role_id_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."role"("id") ON DELETE cascade ON UPDATE no action;