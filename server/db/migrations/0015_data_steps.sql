CREATE TABLE "data_step" (
	"name" varchar(200) PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"took_ms" integer NOT NULL
);
