CREATE TABLE "document_type_categories" (
	"document_type_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "document_type_categories_document_type_id_category_id_pk" PRIMARY KEY("document_type_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "document_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(btrim("document_types"."name"))) STORED NOT NULL,
	"expires" boolean DEFAULT false NOT NULL,
	"builtin_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"receipt_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"received" numeric(14, 2) NOT NULL,
	"accepted" numeric(14, 2) NOT NULL,
	"rejected" numeric(14, 2) NOT NULL,
	"rejected_reason" text,
	CONSTRAINT "goods_receipt_lines_receipt_id_order_line_id_pk" PRIMARY KEY("receipt_id","order_line_id"),
	CONSTRAINT "goods_receipt_lines_qty_check" CHECK ("goods_receipt_lines"."accepted" >= 0 and "goods_receipt_lines"."rejected" >= 0 and "goods_receipt_lines"."received" = "goods_receipt_lines"."accepted" + "goods_receipt_lines"."rejected"),
	CONSTRAINT "goods_receipt_lines_reason_check" CHECK ("goods_receipt_lines"."rejected" = 0 or "goods_receipt_lines"."rejected_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"received_on" date NOT NULL,
	"delivery_file_id" uuid,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "supplier_document_reminders" (
	"supplier_document_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_document_reminders_supplier_document_id_days_before_pk" PRIMARY KEY("supplier_document_id","days_before"),
	CONSTRAINT "supplier_document_reminders_days_check" CHECK ("supplier_document_reminders"."days_before" in (30, 7, 0))
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_id" uuid NOT NULL,
	"document_type_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"issue_date" date,
	"expiry_date" date,
	"status" text DEFAULT 'Pending' NOT NULL,
	"reject_reason" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_documents_status_check" CHECK ("supplier_documents"."status" in ('Pending', 'Verified', 'Rejected')),
	CONSTRAINT "supplier_documents_reject_check" CHECK (("supplier_documents"."status" = 'Rejected') = ("supplier_documents"."reject_reason" is not null)),
	CONSTRAINT "supplier_documents_dates_check" CHECK ("supplier_documents"."expiry_date" is null or "supplier_documents"."issue_date" is null or "supplier_documents"."expiry_date" > "supplier_documents"."issue_date")
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_status_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_number_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "closed_by" uuid;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "short_close_reason" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "hold_until" date;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "blacklisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "blacklist_reason" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "blacklist_order_ref" text;--> statement-breakpoint
ALTER TABLE "document_type_categories" ADD CONSTRAINT "document_type_categories_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type_categories" ADD CONSTRAINT "document_type_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_types" ADD CONSTRAINT "document_types_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_delivery_file_id_files_id_fk" FOREIGN KEY ("delivery_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_document_reminders" ADD CONSTRAINT "supplier_document_reminders_supplier_document_id_supplier_documents_id_fk" FOREIGN KEY ("supplier_document_id") REFERENCES "public"."supplier_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_document_type_id_document_types_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_type_categories_category_idx" ON "document_type_categories" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_name_key_idx" ON "document_types" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "document_types_builtin_idx" ON "document_types" USING btree ("builtin_key") WHERE "document_types"."builtin_key" is not null;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_order_line_idx" ON "goods_receipt_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_order_number_idx" ON "goods_receipts" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "goods_receipts_received_on_idx" ON "goods_receipts" USING btree ("received_on");--> statement-breakpoint
CREATE INDEX "supplier_documents_supplier_type_idx" ON "supplier_documents" USING btree ("supplier_id","document_type_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "supplier_documents_expiry_idx" ON "supplier_documents" USING btree ("expiry_date") WHERE "supplier_documents"."expiry_date" is not null;--> statement-breakpoint
CREATE INDEX "supplier_documents_type_idx" ON "supplier_documents" USING btree ("document_type_id");--> statement-breakpoint
CREATE INDEX "supplier_documents_file_idx" ON "supplier_documents" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_closed_by_admins_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_closed_check" CHECK (("purchase_orders"."status" = 'Closed') = ("purchase_orders"."closed_at" is not null));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('Draft', 'Issued', 'Acknowledged', 'Closed', 'Cancelled'));--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_number_check" CHECK (("purchase_orders"."status" in ('Issued', 'Acknowledged', 'Closed')) <= ("purchase_orders"."number" is not null) and ("purchase_orders"."status" = 'Draft') <= ("purchase_orders"."number" is null));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_hold_check" CHECK (("suppliers"."hold_until" is null) = ("suppliers"."hold_reason" is null));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_blacklist_check" CHECK (("suppliers"."blacklisted_at" is null) = ("suppliers"."blacklist_reason" is null) and ("suppliers"."blacklisted_at" is null) = ("suppliers"."blacklist_order_ref" is null));--> statement-breakpoint
-- The spec's two registration files are the first two document types (issue 24 item 1).
INSERT INTO "document_types" ("name", "expires", "builtin_key") VALUES ('Trade licence', true, 'trade_licence'), ('GST / VAT certificate', false, 'vat_certificate');
