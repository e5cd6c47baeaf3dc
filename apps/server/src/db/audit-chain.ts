import type { AuditChainReport } from '@tenderdesk/domain/audit';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

type ChainRow = {
  checked: number | string;
  first_broken_id: string | null;
  first_broken_seq: number | string | null;
  head_seq: number | string | null;
  head_hash: string | null;
};

/**
 * Recomputes the audit chain (decision 035) in the database, with the same SQL function the insert
 * trigger uses: every event's hash must equal sha256 of its canonical text, its prev_hash the hash
 * of the event before it (64 zeros for the first) and its seq the one before it plus one. A row
 * changed directly (with the append-only trigger disabled by an owner) fails the first test; a row
 * removed fails the other two on the row after it. The first event that fails is reported.
 *
 * Removing the newest events leaves a shorter, valid chain: compare `head` with one kept elsewhere.
 */
export async function verifyAuditChain(db: DbOrTx): Promise<AuditChainReport> {
  const result = await db.execute(sql`
    with chain as (
      select id, seq, prev_hash, hash,
        lag(seq) over (order by seq) as before_seq,
        lag(hash) over (order by seq) as before_hash,
        audit_event_hash(seq, prev_hash, id, actor_id, actor_role, action, entity, entity_id,
          tender_id, changes, at) as expected
      from audit_events
    ),
    broken as (
      select id, seq from chain
      where hash <> expected
        or prev_hash <> coalesce(before_hash, repeat('0', 64))
        or seq <> coalesce(before_seq, 0) + 1
      order by seq
      limit 1
    ),
    head as (select seq, hash from audit_events order by seq desc limit 1)
    select
      (select count(*) from chain) as checked,
      (select id from broken) as first_broken_id,
      (select seq from broken) as first_broken_seq,
      (select seq from head) as head_seq,
      (select hash from head) as head_hash
  `);
  const [row] = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as ChainRow[];
  const checked = Number(row?.checked ?? 0);
  const head =
    row?.head_seq == null || row.head_hash == null
      ? null
      : { seq: Number(row.head_seq), hash: row.head_hash };
  if (row?.first_broken_id) {
    return {
      ok: false,
      checked,
      firstBrokenId: row.first_broken_id,
      firstBrokenSeq: Number(row.first_broken_seq),
      head,
    };
  }
  return { ok: true, checked, head };
}
