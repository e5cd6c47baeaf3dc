-- Trigram indexes for the lists' ILIKE search (PGlite loads the extension when it opens).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "suppliers_status_company_idx";--> statement-breakpoint
DROP INDEX "suppliers_status_created_idx";--> statement-breakpoint
DROP INDEX "suppliers_status_email_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_kind" text;--> statement-breakpoint
-- Every file stored so far is a supplier document.
UPDATE "files" SET "owner_kind" = 'supplier' WHERE "id" IN (SELECT "trade_license_file_id" FROM "suppliers" UNION SELECT "vat_certificate_file_id" FROM "suppliers");--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "company_name_sort" text GENERATED ALWAYS AS (lower("suppliers"."company_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "suppliers_status_company_id_idx" ON "suppliers" USING btree ("status","company_name_sort","id");--> statement-breakpoint
CREATE INDEX "suppliers_status_created_id_idx" ON "suppliers" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "suppliers_status_email_id_idx" ON "suppliers" USING btree ("status","email_address","id");--> statement-breakpoint
CREATE INDEX "suppliers_company_trgm_idx" ON "suppliers" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_email_trgm_idx" ON "suppliers" USING gin ("email_address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_trade_license_file_idx" ON "suppliers" USING btree ("trade_license_file_id");--> statement-breakpoint
CREATE INDEX "suppliers_vat_certificate_file_idx" ON "suppliers" USING btree ("vat_certificate_file_id");
