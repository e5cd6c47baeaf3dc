CREATE SEQUENCE "public"."purchase_request_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "purchase_request_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"part_no" text NOT NULL,
	"manufacturer" text NOT NULL,
	"uom" text NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	CONSTRAINT "purchase_request_items_qty_check" CHECK ("purchase_request_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('purchase_request_number_seq') NOT NULL,
	"code" text GENERATED ALWAYS AS ('PR-' || case when "purchase_requests"."number" < 10000 then lpad("purchase_requests"."number"::text, 4, '0') else "purchase_requests"."number"::text end) STORED NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"needed_by" date NOT NULL,
	"justification" text NOT NULL,
	"stage" text DEFAULT 'Draft' NOT NULL,
	"status" text GENERATED ALWAYS AS (case when "purchase_requests"."tender_id" is not null then 'Tendered' else "purchase_requests"."stage" end) STORED NOT NULL,
	"rejection_reason" text,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"tender_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_requests_stage_check" CHECK ("purchase_requests"."stage" in ('Draft', 'Submitted', 'Approved', 'Rejected'))
);
--> statement-breakpoint
ALTER TABLE "purchase_request_items" ADD CONSTRAINT "purchase_request_items_request_id_purchase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."purchase_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_request_items_request_position_idx" ON "purchase_request_items" USING btree ("request_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_number_idx" ON "purchase_requests" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_tender_idx" ON "purchase_requests" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "purchase_requests_created_id_idx" ON "purchase_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_needed_id_idx" ON "purchase_requests" USING btree ("needed_by","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_status_created_id_idx" ON "purchase_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_status_needed_id_idx" ON "purchase_requests" USING btree ("status","needed_by","id");--> statement-breakpoint
CREATE INDEX "purchase_requests_title_trgm_idx" ON "purchase_requests" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "purchase_requests_code_trgm_idx" ON "purchase_requests" USING gin ("code" gin_trgm_ops);