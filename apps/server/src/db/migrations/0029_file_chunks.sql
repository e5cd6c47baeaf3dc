CREATE TABLE "file_chunks" (
	"file_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "file_chunks_file_id_n_pk" PRIMARY KEY("file_id","n")
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "staged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "files_staged_idx" ON "files" USING btree ("created_at") WHERE "files"."staged";--> statement-breakpoint
-- The pieces are PDFs and images, which do not compress: stored out of line without trying (decision 060).
ALTER TABLE "file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Each stored file's content becomes its first and only piece; new files are written in pieces.
INSERT INTO "file_chunks" ("file_id", "n", "data") SELECT "id", 0, "content" FROM "files";--> statement-breakpoint
ALTER TABLE "files" DROP COLUMN "content";