CREATE TABLE "change_log" (
	"position" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_log_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"kind" text NOT NULL,
	"type" "level_type",
	"subjects" text[] NOT NULL,
	"data" jsonb NOT NULL,
	"baseline" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_log_type_idx" ON "change_log" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "change_log_subjects_idx" ON "change_log" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "change_log_at_idx" ON "change_log" USING btree ("at");--> statement-breakpoint
-- The log is append-only: no statement may change or remove an entry.
CREATE FUNCTION change_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'change_log is append-only: % refused', TG_OP;
END
$$;--> statement-breakpoint
CREATE TRIGGER change_log_append_only BEFORE UPDATE OR DELETE ON "change_log" FOR EACH ROW EXECUTE FUNCTION change_log_append_only();--> statement-breakpoint
CREATE TRIGGER change_log_no_truncate BEFORE TRUNCATE ON "change_log" FOR EACH STATEMENT EXECUTE FUNCTION change_log_append_only();
