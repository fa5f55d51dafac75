ALTER TABLE "levels" ADD COLUMN "manual_holder_id" integer;--> statement-breakpoint
ALTER TABLE "sanctions" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "sanctions" ADD COLUMN "revoked_in_error" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_manual_holder_id_players_id_fk" FOREIGN KEY ("manual_holder_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Staff's choice of holder, kept apart from the holder shown (which a ban may hide): what is shown now.
UPDATE "levels" SET "manual_holder_id" = "holder_id" WHERE "holder_manual";
