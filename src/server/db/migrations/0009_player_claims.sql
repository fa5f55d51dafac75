CREATE TYPE "public"."claim_status" AS ENUM('PENDING', 'APPROVED', 'REFUSED');--> statement-breakpoint
CREATE TABLE "player_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"claimant_id" integer,
	"claimant_name" text NOT NULL,
	"proof" text NOT NULL,
	"status" "claim_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "player_claims" ADD CONSTRAINT "player_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_claims" ADD CONSTRAINT "player_claims_claimant_id_players_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_claims_status_idx" ON "player_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_claims_pending_unique" ON "player_claims" USING btree ("player_id","claimant_id") WHERE "player_claims"."status" = 'PENDING';