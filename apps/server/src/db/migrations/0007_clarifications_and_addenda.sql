CREATE TABLE "tender_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note" text NOT NULL,
	"changes" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" uuid,
	CONSTRAINT "tender_addenda_number_check" CHECK ("tender_addenda"."number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tender_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"question" text NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "tender_questions_question_check" CHECK (char_length("tender_questions"."question") between 1 and 2000),
	CONSTRAINT "tender_questions_answer_check" CHECK ("tender_questions"."answer" is null or char_length("tender_questions"."answer") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "addendum_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "questions_close_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tender_addenda" ADD CONSTRAINT "tender_addenda_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_addenda" ADD CONSTRAINT "tender_addenda_issued_by_admins_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_questions" ADD CONSTRAINT "tender_questions_answered_by_admins_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_addenda_tender_number_idx" ON "tender_addenda" USING btree ("tender_id","number");--> statement-breakpoint
CREATE INDEX "tender_questions_tender_asked_idx" ON "tender_questions" USING btree ("tender_id","asked_at");