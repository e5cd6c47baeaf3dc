CREATE TABLE "notification_preferences" (
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"event" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_recipient_kind_recipient_id_event_pk" PRIMARY KEY("recipient_kind","recipient_id","event")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"event" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."recipient_kind" in ('admin', 'supplier'))
);
--> statement-breakpoint
CREATE TABLE "tender_reminders" (
	"tender_id" uuid NOT NULL,
	"closing_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_reminders_tender_id_closing_date_pk" PRIMARY KEY("tender_id","closing_date")
);
--> statement-breakpoint
ALTER TABLE "tender_reminders" ADD CONSTRAINT "tender_reminders_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_kind","recipient_id") WHERE "notifications"."read_at" is null;