ALTER TABLE "tenders" ADD COLUMN "closed_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "closed_early_reason" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "closed_early_by" uuid;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_closed_early_by_admins_id_fk" FOREIGN KEY ("closed_early_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_closed_early_check" CHECK (("tenders"."closed_early_at" is null) = ("tenders"."closed_early_reason" is null));