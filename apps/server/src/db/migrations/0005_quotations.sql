CREATE TABLE "quotation_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tender_item_id" uuid,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"part_no" text NOT NULL,
	"manufacturer" text NOT NULL,
	"uom" text NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"gst_rate" integer DEFAULT 0 NOT NULL,
	"line_total" numeric(16, 2) NOT NULL,
	CONSTRAINT "quotation_lines_qty_check" CHECK ("quotation_lines"."qty" >= 1),
	CONSTRAINT "quotation_lines_unit_price_check" CHECK ("quotation_lines"."unit_price" >= 0),
	CONSTRAINT "quotation_lines_gst_rate_check" CHECK ("quotation_lines"."gst_rate" in (0, 5, 12, 18, 28))
);
--> statement-breakpoint
CREATE TABLE "quotation_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_by" uuid
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interest_id" uuid NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"reference" text,
	"delivery_days" integer,
	"valid_until" date,
	"total" numeric(16, 2) NOT NULL,
	"total_with_gst" numeric(16, 2) NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_delivery_days_check" CHECK ("quotations"."delivery_days" is null or "quotations"."delivery_days" >= 0),
	CONSTRAINT "quotations_revision_check" CHECK ("quotations"."revision" >= 1)
);
--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_tender_item_id_tender_items_id_fk" FOREIGN KEY ("tender_item_id") REFERENCES "public"."tender_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_replaced_by_suppliers_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_lines_quotation_position_idx" ON "quotation_lines" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_revisions_quotation_revision_idx" ON "quotation_revisions" USING btree ("quotation_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_interest_idx" ON "quotations" USING btree ("interest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_tender_supplier_idx" ON "quotations" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE INDEX "quotations_supplier_submitted_idx" ON "quotations" USING btree ("supplier_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quotations_submitted_id_idx" ON "quotations" USING btree ("submitted_at","id");