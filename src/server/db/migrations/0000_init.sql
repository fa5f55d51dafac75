CREATE TYPE "public"."difficulty" AS ENUM('EASY_DEMON', 'MEDIUM_DEMON', 'HARD_DEMON', 'INSANE_DEMON', 'EXTREME_DEMON');--> statement-breakpoint
CREATE TYPE "public"."level_duration" AS ENUM('TINY', 'SHORT', 'MEDIUM', 'LONG', 'XL');--> statement-breakpoint
CREATE TYPE "public"."level_type" AS ENUM('classic', 'platformer');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"player_id" integer NOT NULL,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"body" text NOT NULL,
	"content_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_player_id_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"type" "level_type" NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"publisher" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"link" text NOT NULL,
	"thumbnail" text NOT NULL,
	"ranking" integer NOT NULL,
	"points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"min_points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"duration" "level_duration",
	"minimum_completion" integer,
	"holder_id" integer,
	"holder_manual" boolean DEFAULT false NOT NULL,
	CONSTRAINT "levels_type_id_pk" PRIMARY KEY("type","id")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"password_hash" text,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"region_id" integer,
	"discord" text,
	"youtube" text,
	"twitter" text,
	"twitch" text,
	"classic_points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"platformer_points" numeric(12, 2) DEFAULT 0 NOT NULL,
	"avatar" "bytea",
	"avatar_etag" text,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "records" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "level_type" NOT NULL,
	"level_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"percentage" integer,
	"time_ms" bigint,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" "level_type" NOT NULL,
	"level_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"percentage" integer,
	"time_ms" bigint,
	"link" text NOT NULL,
	"raw_footage" text,
	"comment" text,
	"status" "submission_status" DEFAULT 'PENDING' NOT NULL,
	"submission_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_holder_id_players_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "records" ADD CONSTRAINT "records_type_level_id_levels_type_id_fk" FOREIGN KEY ("type","level_id") REFERENCES "public"."levels"("type","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_type_level_id_levels_type_id_fk" FOREIGN KEY ("type","level_id") REFERENCES "public"."levels"("type","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "levels_ranking_idx" ON "levels" USING btree ("type","ranking");--> statement-breakpoint
CREATE INDEX "levels_holder_idx" ON "levels" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_unique" ON "players" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "players_region_idx" ON "players" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "records_level_player_unique" ON "records" USING btree ("type","level_id","player_id");--> statement-breakpoint
CREATE INDEX "records_player_idx" ON "records" USING btree ("player_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_name_unique" ON "regions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "submissions_player_idx" ON "submissions" USING btree ("player_id","type");--> statement-breakpoint
CREATE INDEX "submissions_type_idx" ON "submissions" USING btree ("type","submission_date");