-- Issue 26: a notification in every language, read in the language its recipient has chosen.
ALTER TABLE "notifications" ADD COLUMN "translations" jsonb;
