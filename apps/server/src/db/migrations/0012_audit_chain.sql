-- Decision 035: the audit log made append-only and hash-chained, and its events related to tenders.
ALTER TABLE "audit_events" ADD COLUMN "tender_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The tender an event belongs to: the tender itself, or the tender of its interest, quotation or question.
CREATE FUNCTION audit_event_tender(p_entity text, p_entity_id text) RETURNS uuid LANGUAGE plpgsql STABLE AS $$
DECLARE
  record_id uuid;
BEGIN
  IF p_entity_id IS NULL OR p_entity_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN
    RETURN NULL;
  END IF;
  record_id := p_entity_id::uuid;
  RETURN CASE p_entity
    WHEN 'tender' THEN record_id
    WHEN 'interest' THEN (SELECT tender_id FROM interests WHERE id = record_id)
    WHEN 'quotation' THEN (SELECT tender_id FROM quotations WHERE id = record_id)
    WHEN 'question' THEN (SELECT tender_id FROM tender_questions WHERE id = record_id)
    ELSE NULL
  END;
END $$;--> statement-breakpoint
-- The canonical text of an event that its hash covers: a JSON array of the chained columns in this
-- order, the time in UTC to the microsecond. jsonb's text form sorts object keys, so it is stable.
CREATE FUNCTION audit_event_canonical(
  p_seq bigint, p_prev_hash text, p_id uuid, p_actor_id uuid, p_actor_role text, p_action text,
  p_entity text, p_entity_id text, p_tender_id uuid, p_changes jsonb, p_at timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_array(
    p_seq, p_prev_hash, p_id, p_actor_id, p_actor_role, p_action, p_entity, p_entity_id, p_tender_id,
    p_changes, to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION audit_event_hash(
  p_seq bigint, p_prev_hash text, p_id uuid, p_actor_id uuid, p_actor_role text, p_action text,
  p_entity text, p_entity_id text, p_tender_id uuid, p_changes jsonb, p_at timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(audit_event_canonical(
    p_seq, p_prev_hash, p_id, p_actor_id, p_actor_role, p_action, p_entity, p_entity_id, p_tender_id, p_changes, p_at
  ), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The existing events, chained in the order they were written.
DO $$
DECLARE
  event record;
  position bigint := 0;
  previous text := repeat('0', 64);
  tender uuid;
BEGIN
  FOR event IN SELECT * FROM audit_events ORDER BY at, id LOOP
    position := position + 1;
    tender := audit_event_tender(event.entity, event.entity_id);
    UPDATE audit_events SET
      seq = position,
      prev_hash = previous,
      tender_id = tender,
      hash = audit_event_hash(position, previous, event.id, event.actor_id, event.actor_role, event.action,
        event.entity, event.entity_id, tender, event.changes, event.at)
    WHERE id = event.id
    RETURNING hash INTO previous;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_key" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_tender_seq_idx" ON "audit_events" USING btree ("tender_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_actor_seq_idx" ON "audit_events" USING btree ("actor_id","seq");--> statement-breakpoint
CREATE INDEX "audit_events_action_seq_idx" ON "audit_events" USING btree ("action","seq");--> statement-breakpoint
-- Every new event: the next position and the previous hash, taken under one transaction-wide lock,
-- so two concurrent writers queue and the chain never forks (the unique seq refuses a fork anyway).
CREATE FUNCTION audit_events_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(35035035035);
  IF NEW.tender_id IS NULL THEN
    NEW.tender_id := audit_event_tender(NEW.entity, NEW.entity_id);
  END IF;
  SELECT seq, hash INTO last_seq, last_hash FROM audit_events ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := audit_event_hash(NEW.seq, NEW.prev_hash, NEW.id, NEW.actor_id, NEW.actor_role, NEW.action,
    NEW.entity, NEW.entity_id, NEW.tender_id, NEW.changes, NEW.at);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_chain BEFORE INSERT ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_chain();--> statement-breakpoint
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
