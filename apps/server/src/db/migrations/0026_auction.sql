CREATE TABLE "auction_bids" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"supplier_id" uuid NOT NULL,
	"item_code" text,
	"amount" numeric(16, 2) NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	CONSTRAINT "auction_bids_auction_id_seq_pk" PRIMARY KEY("auction_id","seq"),
	CONSTRAINT "auction_bids_amount_check" CHECK ("auction_bids"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "auction_events" (
	"auction_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_events_auction_id_seq_pk" PRIMARY KEY("auction_id","seq"),
	CONSTRAINT "auction_events_seq_check" CHECK ("auction_events"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "auction_invitees" (
	"auction_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"quotation_id" uuid NOT NULL,
	"starting_total" numeric(16, 2) NOT NULL,
	"starting_lines" jsonb NOT NULL,
	"starting_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auction_invitees_auction_id_supplier_id_pk" PRIMARY KEY("auction_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"bid_on" text NOT NULL,
	"decrement_kind" text NOT NULL,
	"decrement" numeric(16, 2) NOT NULL,
	"extension_minutes" integer NOT NULL,
	"extension_limit" integer NOT NULL,
	"extensions_used" integer DEFAULT 0 NOT NULL,
	"visibility" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "auctions_bid_on_check" CHECK ("auctions"."bid_on" in ('total', 'line')),
	CONSTRAINT "auctions_decrement_kind_check" CHECK ("auctions"."decrement_kind" in ('amount', 'percent')),
	CONSTRAINT "auctions_visibility_check" CHECK ("auctions"."visibility" in ('rank', 'rank-and-lowest')),
	CONSTRAINT "auctions_times_check" CHECK ("auctions"."ends_at" > "auctions"."starts_at"),
	CONSTRAINT "auctions_decrement_check" CHECK ("auctions"."decrement" > 0),
	CONSTRAINT "auctions_extensions_check" CHECK ("auctions"."extensions_used" >= 0 and "auctions"."extensions_used" <= "auctions"."extension_limit")
);
--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_bids" ADD CONSTRAINT "auction_bids_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_events" ADD CONSTRAINT "auction_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitees" ADD CONSTRAINT "auction_invitees_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitees" ADD CONSTRAINT "auction_invitees_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_invitees" ADD CONSTRAINT "auction_invitees_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_cancelled_by_admins_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auction_bids_supplier_idx" ON "auction_bids" USING btree ("auction_id","supplier_id","placed_at");--> statement-breakpoint
CREATE INDEX "auction_bids_line_idx" ON "auction_bids" USING btree ("auction_id","item_code","supplier_id","seq");--> statement-breakpoint
CREATE INDEX "auction_invitees_supplier_idx" ON "auction_invitees" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auctions_tender_active_idx" ON "auctions" USING btree ("tender_id") WHERE "auctions"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "auctions_due_idx" ON "auctions" USING btree ("ends_at") WHERE "auctions"."closed_at" is null and "auctions"."cancelled_at" is null;--> statement-breakpoint
CREATE FUNCTION "auction_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auction bids and events are append-only (% on %)', TG_OP, TG_TABLE_NAME USING ERRCODE = '55000';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auction_bids_append_only" BEFORE UPDATE OR DELETE ON "auction_bids" FOR EACH ROW EXECUTE FUNCTION "auction_append_only"();--> statement-breakpoint
CREATE TRIGGER "auction_events_append_only" BEFORE UPDATE OR DELETE ON "auction_events" FOR EACH ROW EXECUTE FUNCTION "auction_append_only"();
