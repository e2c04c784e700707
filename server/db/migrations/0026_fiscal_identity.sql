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
