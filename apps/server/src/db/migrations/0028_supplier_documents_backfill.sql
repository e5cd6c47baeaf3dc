-- Issue 24 item 1: the registration's two files become the supplier's first two documents, of the
-- two built-in types (no days: they were never asked). An activated supplier's were seen by the
-- admin who activated it, so they count as verified; a pending supplier's wait for the review.
INSERT INTO "supplier_documents" ("supplier_id", "document_type_id", "file_id", "status", "uploaded_at")
SELECT s."id", t."id", s."trade_license_file_id",
  CASE WHEN s."status" = 'Pending' THEN 'Pending' ELSE 'Verified' END, s."created_at"
FROM "suppliers" s CROSS JOIN "document_types" t
WHERE t."builtin_key" = 'trade_licence' AND s."trade_license_file_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "supplier_documents" d WHERE d."supplier_id" = s."id" AND d."file_id" = s."trade_license_file_id");
--> statement-breakpoint
INSERT INTO "supplier_documents" ("supplier_id", "document_type_id", "file_id", "status", "uploaded_at")
SELECT s."id", t."id", s."vat_certificate_file_id",
  CASE WHEN s."status" = 'Pending' THEN 'Pending' ELSE 'Verified' END, s."created_at"
FROM "suppliers" s CROSS JOIN "document_types" t
WHERE t."builtin_key" = 'vat_certificate' AND s."vat_certificate_file_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "supplier_documents" d WHERE d."supplier_id" = s."id" AND d."file_id" = s."vat_certificate_file_id");
