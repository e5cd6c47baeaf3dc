CREATE TABLE "login_limits" (
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "login_limits_email_ip_pk" PRIMARY KEY("email","ip")
);
--> statement-breakpoint
CREATE TABLE "revoked_sessions" (
	"sid" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "login_limits_window_idx" ON "login_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "revoked_sessions_expires_idx" ON "revoked_sessions" USING btree ("expires_at");