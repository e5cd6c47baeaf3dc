import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { addPortalDays, formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import { EXPIRY_REMINDER_DAYS, type ExpiryReminder, reminderDue } from '@tenderdesk/domain/vendor-documents';
import { vendorMessages } from '@tenderdesk/domain/vendor-messages';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunHook } from '../../core/job-run';
import type { Db, DbOrTx } from '../../db/client';
import { suppliers } from '../../db/schema/suppliers';
import { documentTypes, supplierDocumentReminders, supplierDocuments } from '../../db/schema/vendor';
import { inTransaction } from '../../db/transaction';
import type { Notifier } from '../../shared/notify';
import { createPeriodicJob, type PeriodicJob } from '../../shared/periodic-job';
import { isCurrentDocument } from '../../shared/supplier-standing';

/*
 * The document expiry reminders (issue 24 item 1): 30 and 7 days before a document's expiry day
 * and on the day itself, its supplier is notified (in-app, and by email through the outbox when
 * SMTP is configured). Only the document that counts for its type (the newest upload not
 * rejected: domain `currentDocuments`), of a type that expires, of an Active supplier. Each
 * reminder is claimed with `insert … on conflict do nothing` into supplier_document_reminders
 * (key: document, days before) and notified in the same transaction, so as many server processes
 * as run the job, each reminder goes once; one missed (no process ran that day) goes late, once
 * (domain `reminderDue`).
 */

/** Documents read per statement (keyset by id), and reminders claimed per transaction. */
const READ_BATCH = 500;
const CLAIM_BATCH = 50;

const FIRST_REMINDER_DAYS = Math.max(...EXPIRY_REMINDER_DAYS);

type Candidate = {
  id: string;
  supplier_id: string;
  expiry_date: string;
  type_name: string;
  sent: string | null;
};
type DueReminder = {
  documentId: string;
  supplierId: string;
  expiryDate: string;
  typeName: string;
  days: ExpiryReminder;
};

function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/**
 * The current documents expiring between `today` and the first reminder's day, after `after` (id),
 * with the reminders already sent (comma-separated days).
 */
async function readCandidates(db: Db, today: string, after: string | null): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select d.id, d.supplier_id, d.expiry_date::text as expiry_date, t.name as type_name,
           (select string_agg(r.days_before::text, ',') from ${supplierDocumentReminders} r
             where r.supplier_document_id = d.id) as sent
      from ${supplierDocuments} d
      join ${documentTypes} t on t.id = d.document_type_id
      join ${suppliers} s on s.id = d.supplier_id
     where d.expiry_date between ${today}::date and ${addPortalDays(today, FIRST_REMINDER_DAYS)}::date
       and d.status <> 'Rejected' and t.expires and s.status = 'Active'
       and (${after}::uuid is null or d.id > ${after}::uuid)
       and ${isCurrentDocument('d')}
     order by d.id
     limit ${READ_BATCH}`);
  return rowsOf<Candidate>(result);
}

/** Claims one reminder and notifies its supplier in `tx`; false when another run claimed it first. */
async function claimAndNotify(tx: DbOrTx, notifier: Notifier, due: DueReminder): Promise<boolean> {
  const claimed = await tx
    .insert(supplierDocumentReminders)
    .values({ supplierDocumentId: due.documentId, daysBefore: due.days })
    .onConflictDoNothing()
    .returning({ id: supplierDocumentReminders.supplierDocumentId });
  if (claimed.length === 0) return false;
  await notifier.notify(
    tx,
    'document.expiring',
    { suppliers: [due.supplierId] },
    {
      text: (t, locale) =>
        t.documentExpiring(due.typeName, formatPortalDay(due.expiryDate, 'short', locale), due.days),
      emailSubject: (locale) => inLocale(vendorMessages, locale).reminderSubject(due.typeName, due.days),
      link: linkTo('myDocuments'),
    },
  );
  return true;
}

/**
 * Sends the expiry reminders due on the portal's day of `now`; answers how many this run sent
 * (another process's run sends the others).
 */
export async function sendDocumentExpiryReminders(
  db: Db,
  notifier: Notifier,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const today = portalToday(timeZone, now);
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const candidates = await readCandidates(db, today, after);
    const due: DueReminder[] = [];
    for (const doc of candidates) {
      const already = (doc.sent ?? '')
        .split(',')
        .filter(Boolean)
        .map((days) => Number(days) as ExpiryReminder);
      const days = reminderDue(doc.expiry_date, today, already);
      if (days === null) continue;
      due.push({
        documentId: doc.id,
        supplierId: doc.supplier_id,
        expiryDate: doc.expiry_date,
        typeName: doc.type_name,
        days,
      });
    }
    for (let start = 0; start < due.length; start += CLAIM_BATCH) {
      const batch = due.slice(start, start + CLAIM_BATCH);
      sent += await inTransaction(db, async (tx) => {
        let claimed = 0;
        for (const reminder of batch) if (await claimAndNotify(tx, notifier, reminder)) claimed++;
        return claimed;
      });
    }
    const last = candidates[candidates.length - 1];
    if (!last || candidates.length < READ_BATCH) return sent;
    after = last.id;
  }
}

export type DocumentExpiryJob = PeriodicJob;

/**
 * Runs `sendDocumentExpiryReminders` every `intervalMs` (15 minutes by default) in this process,
 * on the server's clock; as many processes as run it, each reminder goes once. Stopping waits for
 * the run in flight.
 */
export function createDocumentExpiryJob(input: {
  db: Db;
  notifier: Notifier;
  timeZone: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  /** Told of every run (the metrics' hook, decision 056). */
  onRun?: JobRunHook;
}): DocumentExpiryJob {
  return createPeriodicJob({
    done: 'document expiry reminders sent',
    failed: 'document expiry reminders failed',
    key: 'reminders',
    intervalMs: input.intervalMs ?? 15 * 60_000,
    run: () => sendDocumentExpiryReminders(input.db, input.notifier, input.timeZone),
    log: input.log,
    onRun: input.onRun,
  });
}
