ALTER TABLE "purchase_order_lines" ADD COLUMN "hsn_sac" text;--> statement-breakpoint
ALTER TABLE "tender_items" ADD COLUMN "hsn_sac" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "buying_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_buying_unit_id_buying_units_id_fk" FOREIGN KEY ("buying_unit_id") REFERENCES "public"."buying_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenders_buying_unit_idx" ON "tenders" USING btree ("buying_unit_id");