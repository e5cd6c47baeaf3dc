CREATE TABLE "quotation_margins" (
	"tender_id" uuid NOT NULL,
	"quotation_line_id" uuid NOT NULL,
	"margin_type" text NOT NULL,
	"margin_value" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "quotation_margins_tender_id_quotation_line_id_pk" PRIMARY KEY("tender_id","quotation_line_id"),
	CONSTRAINT "quotation_margins_type_check" CHECK ("quotation_margins"."margin_type" in ('Percentage', 'Fixed Amount')),
	CONSTRAINT "quotation_margins_value_check" CHECK ("quotation_margins"."margin_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tender_awards" (
	"tender_id" uuid PRIMARY KEY NOT NULL,
	"quotation_id" uuid NOT NULL,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"selected_by" uuid,
	CONSTRAINT "tender_awards_quotation_idx" UNIQUE("quotation_id")
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "quotations_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotation_margins" ADD CONSTRAINT "quotation_margins_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_margins" ADD CONSTRAINT "quotation_margins_quotation_line_id_quotation_lines_id_fk" FOREIGN KEY ("quotation_line_id") REFERENCES "public"."quotation_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_margins" ADD CONSTRAINT "quotation_margins_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_selected_by_admins_id_fk" FOREIGN KEY ("selected_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;