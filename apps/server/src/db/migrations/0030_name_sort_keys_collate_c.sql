-- Issue 26 item 4 (decision 061, "Data in Devanagari: search and sort"): the lower-case name keys
-- that the lists sort by compare in the "C" collation (code point order) on every database. PGlite's
-- databases use "C" and a PostgreSQL created in C.UTF-8 sorts the same, but one created in another
-- locale (en_US.UTF-8, an ICU locale) would order names, Hindi ones included, by its own rules and
-- differ from PGlite. Devanagari's code point order is its dictionary's order (vowels, then
-- consonants from क to ह, a consonant's vowel signs after it, conjuncts such as क्ष after क). Only
-- the sort keys change: the names themselves keep the database's collation, so lower() and ILIKE
-- still fold every script's case. The indexes on these keys are rebuilt.
ALTER TABLE "suppliers" ALTER COLUMN "company_name_sort" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "tenders" ALTER COLUMN "project_name_sort" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "document_types" ALTER COLUMN "name_key" SET DATA TYPE text COLLATE "C";
