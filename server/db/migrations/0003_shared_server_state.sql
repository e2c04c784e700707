CREATE TABLE "rate_counter" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secret" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_file_content" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"content" bytea NOT NULL
);
