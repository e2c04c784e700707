CREATE TABLE "migration_name" (
	"created_at" bigint PRIMARY KEY NOT NULL,
	"tag" varchar(200) NOT NULL
);
