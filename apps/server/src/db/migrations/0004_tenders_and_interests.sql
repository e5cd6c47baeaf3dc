CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"interested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interests_status_check" CHECK ("interests"."status" in ('Pending', 'Approved', 'Rejected'))
);
--> statement-breakpoint
CREATE TABLE "tender_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "tender_files_kind_check" CHECK ("tender_files"."kind" in ('scopeOfWork', 'rfq'))
);
--> statement-breakpoint
CREATE TABLE "tender_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"item_code" text NOT NULL,
	"item_name" text NOT NULL,
	"part_no" text NOT NULL,
	"manufacturer" text NOT NULL,
	"uom" text NOT NULL,
	"qty" numeric(14, 2) NOT NULL,
	CONSTRAINT "tender_items_qty_check" CHECK ("tender_items"."qty" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_code" text NOT NULL,
	"project_name" text NOT NULL,
	"project_name_sort" text GENERATED ALWAYS AS (lower("tenders"."project_name")) STORED NOT NULL,
	"organisation" text NOT NULL,
	"project_title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"project_scope" text NOT NULL,
	"publishing_date" date NOT NULL,
	"closing_date" date NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"ready_to_publish" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('Draft', 'Published')),
	CONSTRAINT "tenders_dates_check" CHECK ("tenders"."closing_date" >= "tenders"."publishing_date")
);
--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_files" ADD CONSTRAINT "tender_files_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_files" ADD CONSTRAINT "tender_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_items" ADD CONSTRAINT "tender_items_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_published_by_admins_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_tender_supplier_idx" ON "interests" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE INDEX "interests_supplier_status_interested_id_idx" ON "interests" USING btree ("supplier_id","status","interested_at","id");--> statement-breakpoint
CREATE INDEX "interests_interested_id_idx" ON "interests" USING btree ("interested_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_files_tender_kind_position_idx" ON "tender_files" USING btree ("tender_id","kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_files_file_idx" ON "tender_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_items_tender_position_idx" ON "tender_items" USING btree ("tender_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_project_code_lower_idx" ON "tenders" USING btree (lower("project_code"));--> statement-breakpoint
CREATE INDEX "tenders_status_created_id_idx" ON "tenders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tenders_status_publishing_id_idx" ON "tenders" USING btree ("status","publishing_date","id");--> statement-breakpoint
CREATE INDEX "tenders_status_closing_id_idx" ON "tenders" USING btree ("status","closing_date","id");--> statement-breakpoint
CREATE INDEX "tenders_status_name_id_idx" ON "tenders" USING btree ("status","project_name_sort","id");--> statement-breakpoint
CREATE INDEX "tenders_category_status_publishing_id_idx" ON "tenders" USING btree ("category_id","status","publishing_date","id");--> statement-breakpoint
CREATE INDEX "tenders_project_name_trgm_idx" ON "tenders" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_project_code_trgm_idx" ON "tenders" USING gin ("project_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_project_title_trgm_idx" ON "tenders" USING gin ("project_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_organisation_trgm_idx" ON "tenders" USING gin ("organisation" gin_trgm_ops);