ALTER TABLE "submissions" ADD COLUMN "claimed_by" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "claimed_at" timestamp with time zone;