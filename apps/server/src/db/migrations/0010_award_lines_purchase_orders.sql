CREATE TABLE "po_number_counters" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "po_number_counters_last_check" CHECK ("po_number_counters"."last_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quotation_line_id" uuid,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"part_no" text NOT NULL,
	"manufacturer" text NOT NULL,
	"uom" text NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"gst_rate" integer NOT NULL,
	"line_total" numeric(16, 2) NOT NULL,
	"gst_amount" numeric(16, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"financial_year" text,
	"serial" integer,
	"number" text,
	"project_code" text NOT NULL,
	"project_title" text NOT NULL,
	"project_name" text NOT NULL,
	"organisation" text NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_details" jsonb NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"delivery_address" text DEFAULT '' NOT NULL,
	"delivery_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"gst_total" numeric(16, 2) NOT NULL,
	"total_with_gst" numeric(16, 2) NOT NULL,
	"cancel_reason" text,
	"replaces_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"issued_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('Draft', 'Issued', 'Acknowledged', 'Cancelled')),
	CONSTRAINT "purchase_orders_number_check" CHECK (("purchase_orders"."status" in ('Issued', 'Acknowledged')) <= ("purchase_orders"."number" is not null) and ("purchase_orders"."status" = 'Draft') <= ("purchase_orders"."number" is null)),
	CONSTRAINT "purchase_orders_cancel_check" CHECK (("purchase_orders"."status" = 'Cancelled') = ("purchase_orders"."cancel_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "tender_line_awards" (
	"tender_item_id" uuid PRIMARY KEY NOT NULL,
	"tender_id" uuid NOT NULL,
	"quotation_line_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selected_by" uuid
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_quotation_line_id_quotation_lines_id_fk" FOREIGN KEY ("quotation_line_id") REFERENCES "public"."quotation_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_replaces_id_purchase_orders_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."purchase_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_issued_by_admins_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_cancelled_by_admins_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_tender_item_id_tender_items_id_fk" FOREIGN KEY ("tender_item_id") REFERENCES "public"."tender_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_quotation_line_id_quotation_lines_id_fk" FOREIGN KEY ("quotation_line_id") REFERENCES "public"."quotation_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_line_awards" ADD CONSTRAINT "tender_line_awards_selected_by_admins_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_order_position_idx" ON "purchase_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_live_idx" ON "purchase_orders" USING btree ("tender_id","supplier_id") WHERE "purchase_orders"."status" <> 'Cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "purchase_orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_year_serial_idx" ON "purchase_orders" USING btree ("financial_year","serial");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_replaces_idx" ON "purchase_orders" USING btree ("replaces_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tender_idx" ON "purchase_orders" USING btree ("tender_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_id_idx" ON "purchase_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_number_id_idx" ON "purchase_orders" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_name_id_idx" ON "purchase_orders" USING btree ("supplier_name","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_created_id_idx" ON "purchase_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_created_id_idx" ON "purchase_orders" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm_idx" ON "purchase_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_name_trgm_idx" ON "purchase_orders" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_project_code_trgm_idx" ON "purchase_orders" USING gin ("project_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_orders_project_title_trgm_idx" ON "purchase_orders" USING gin ("project_title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tender_line_awards_line_idx" ON "tender_line_awards" USING btree ("quotation_line_id");--> statement-breakpoint
CREATE INDEX "tender_line_awards_tender_idx" ON "tender_line_awards" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_line_awards_quotation_idx" ON "tender_line_awards" USING btree ("quotation_id");