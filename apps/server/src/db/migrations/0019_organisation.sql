CREATE TABLE "buying_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"pincode" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buying_units_state_check" CHECK ("buying_units"."state_code" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
CREATE TABLE "organisation_settings" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"legal_name" text NOT NULL,
	"trade_name" text DEFAULT '' NOT NULL,
	"pan" text NOT NULL,
	"cin" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"po_terms" text DEFAULT '' NOT NULL,
	"po_prefix" text DEFAULT 'PO' NOT NULL,
	"fy_start_month" integer DEFAULT 4 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "organisation_settings_singleton_check" CHECK ("organisation_settings"."singleton"),
	CONSTRAINT "organisation_settings_fy_month_check" CHECK ("organisation_settings"."fy_start_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "units_of_measure" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_settings" ADD CONSTRAINT "organisation_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buying_units_name_lower_idx" ON "buying_units" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "buying_units_gstin_idx" ON "buying_units" USING btree ("gstin") WHERE "buying_units"."gstin" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "buying_units_default_idx" ON "buying_units" USING btree ("is_default") WHERE "buying_units"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_code_idx" ON "units_of_measure" USING btree ("code");