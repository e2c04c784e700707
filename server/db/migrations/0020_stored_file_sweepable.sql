DROP INDEX "stored_file_uploaded_by_idx";--> statement-breakpoint
ALTER TABLE "stored_file" ADD COLUMN "sweepable_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_file_sweepable_after_idx" ON "stored_file" USING btree ("sweepable_after");--> statement-breakpoint
CREATE INDEX "stored_file_uploaded_by_idx" ON "stored_file" USING btree ("uploaded_by","created_at");