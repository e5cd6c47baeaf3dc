CREATE TABLE "bid_securities" (
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"instrument" text,
	"reference" text,
	"paid_on" date,
	"amount" numeric(16, 2),
	"exemption" text,
	"udyam_number" text,
	"proof_file_id" uuid,
	"verification" text DEFAULT 'Pending' NOT NULL,
	"verification_note" text,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_note" text,
	"released_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_securities_tender_id_supplier_id_kind_pk" PRIMARY KEY("tender_id","supplier_id","kind"),
	CONSTRAINT "bid_securities_kind_check" CHECK ("bid_securities"."kind" in ('emd', 'fee')),
	CONSTRAINT "bid_securities_mode_check" CHECK ("bid_securities"."mode" in ('paid', 'exempt')),
	CONSTRAINT "bid_securities_verification_check" CHECK ("bid_securities"."verification" in ('Pending', 'Verified', 'Rejected')),
	CONSTRAINT "bid_securities_mode_fields_check" CHECK (("bid_securities"."mode" = 'paid' and "bid_securities"."instrument" is not null and "bid_securities"."exemption" is null)
        or ("bid_securities"."mode" = 'exempt' and "bid_securities"."exemption" is not null and "bid_securities"."instrument" is null)),
	CONSTRAINT "bid_securities_amount_check" CHECK ("bid_securities"."amount" is null or "bid_securities"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "envelope_confirmations" (
	"tender_id" uuid NOT NULL,
	"envelope" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "envelope_confirmations_tender_id_envelope_admin_id_pk" PRIMARY KEY("tender_id","envelope","admin_id"),
	CONSTRAINT "envelope_confirmations_envelope_check" CHECK ("envelope_confirmations"."envelope" in ('technical', 'financial'))
);
--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"round_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"lines" jsonb,
	"total" numeric(16, 2),
	"total_with_gst" numeric(16, 2),
	"earlier_total" numeric(16, 2) NOT NULL,
	"earlier_total_with_gst" numeric(16, 2) NOT NULL,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "negotiation_offers_round_id_supplier_id_pk" PRIMARY KEY("round_id","supplier_id"),
	CONSTRAINT "negotiation_offers_sent_check" CHECK (("negotiation_offers"."lines" is null) = ("negotiation_offers"."submitted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "negotiation_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "negotiation_rounds_round_check" CHECK ("negotiation_rounds"."round" >= 1)
);
--> statement-breakpoint
CREATE TABLE "technical_answers" (
	"bid_id" uuid NOT NULL,
	"criterion_id" uuid NOT NULL,
	"yes" boolean,
	"number" numeric(16, 2),
	"file_id" uuid,
	CONSTRAINT "technical_answers_bid_id_criterion_id_pk" PRIMARY KEY("bid_id","criterion_id")
);
--> statement-breakpoint
CREATE TABLE "technical_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"interest_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "technical_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"minimum" numeric(16, 2),
	CONSTRAINT "technical_criteria_kind_check" CHECK ("technical_criteria"."kind" in ('yesNo', 'number', 'document')),
	CONSTRAINT "technical_criteria_minimum_check" CHECK ("technical_criteria"."minimum" is null or "technical_criteria"."kind" = 'number')
);
--> statement-breakpoint
CREATE TABLE "technical_results" (
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"qualified" boolean NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "technical_results_tender_id_supplier_id_pk" PRIMARY KEY("tender_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "tender_openers" (
	"tender_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	CONSTRAINT "tender_openers_tender_id_admin_id_pk" PRIMARY KEY("tender_id","admin_id")
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "envelopes" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "emd_amount" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "tender_fee" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "exempt_mse" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "exempt_startup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "openers_required" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "technical_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "technical_evaluated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "financial_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_securities" ADD CONSTRAINT "bid_securities_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_securities" ADD CONSTRAINT "bid_securities_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_securities" ADD CONSTRAINT "bid_securities_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_securities" ADD CONSTRAINT "bid_securities_verified_by_admins_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_securities" ADD CONSTRAINT "bid_securities_released_by_admins_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_confirmations" ADD CONSTRAINT "envelope_confirmations_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelope_confirmations" ADD CONSTRAINT "envelope_confirmations_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_round_id_negotiation_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."negotiation_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_answers" ADD CONSTRAINT "technical_answers_bid_id_technical_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."technical_bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_answers" ADD CONSTRAINT "technical_answers_criterion_id_technical_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."technical_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_answers" ADD CONSTRAINT "technical_answers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_bids" ADD CONSTRAINT "technical_bids_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_bids" ADD CONSTRAINT "technical_bids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_bids" ADD CONSTRAINT "technical_bids_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_criteria" ADD CONSTRAINT "technical_criteria_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_results" ADD CONSTRAINT "technical_results_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_results" ADD CONSTRAINT "technical_results_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "technical_results" ADD CONSTRAINT "technical_results_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_openers" ADD CONSTRAINT "tender_openers_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_openers" ADD CONSTRAINT "tender_openers_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_offers_quotation_idx" ON "negotiation_offers" USING btree ("quotation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "negotiation_rounds_tender_round_idx" ON "negotiation_rounds" USING btree ("tender_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_bids_tender_supplier_idx" ON "technical_bids" USING btree ("tender_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "technical_criteria_tender_position_idx" ON "technical_criteria" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_openers_admin_idx" ON "tender_openers" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_envelopes_check" CHECK ("tenders"."envelopes" in ('single', 'two'));--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_emd_check" CHECK ("tenders"."emd_amount" is null or "tenders"."emd_amount" >= 0);--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_fee_check" CHECK ("tenders"."tender_fee" is null or "tenders"."tender_fee" >= 0);--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_openers_required_check" CHECK ("tenders"."openers_required" is null or "tenders"."openers_required" >= 2);