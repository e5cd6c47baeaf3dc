ALTER TABLE "admins" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_locale_check" CHECK ("admins"."locale" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_locale_check" CHECK ("suppliers"."locale" in ('en', 'hi'));