CREATE TABLE "imported_ids" (
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"local_id" text NOT NULL,
	CONSTRAINT "imported_ids_kind_source_id_pk" PRIMARY KEY("kind","source_id")
);
