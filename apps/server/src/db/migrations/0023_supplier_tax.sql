ALTER TABLE "suppliers" ADD COLUMN "gst_registration" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "udyam_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "bank_ifsc" text;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_gstin_idx" ON "suppliers" USING btree ("gstin") WHERE "suppliers"."gstin" is not null;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_gst_registration_check" CHECK ("suppliers"."gst_registration" in ('Registered', 'Composition', 'Unregistered'));