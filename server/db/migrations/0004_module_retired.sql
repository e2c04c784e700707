ALTER TABLE "module" ADD COLUMN "retired" boolean DEFAULT false;--> statement-breakpoint
CREATE INDEX "module_retired_idx" ON "module" USING btree ("retired");