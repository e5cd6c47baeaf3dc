CREATE TABLE "statement_cache" (
	"tender_id" uuid NOT NULL,
	"format" text NOT NULL,
	"fingerprint" text NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_cache_tender_id_format_pk" PRIMARY KEY("tender_id","format")
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "group_key" text;--> statement-breakpoint
ALTER TABLE "statement_cache" ADD CONSTRAINT "statement_cache_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_group_idx" ON "notifications" USING btree ("recipient_kind","recipient_id","group_key") WHERE "notifications"."read_at" is null and "notifications"."group_key" is not null;