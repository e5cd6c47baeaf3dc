import { addPortalDays, closingInstant, formatPortalDay, portalToday } from '@tenderdesk/domain/portal-time';
import { linkTo } from '@tenderdesk/domain/screens';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunHook } from '../../core/job-run';
import type { Db } from '../../db/client';
import { tenderReminders } from '../../db/schema/notifications';
import { tenders } from '../../db/schema/tenders';
import { inTransaction } from '../../db/transaction';
import type { Notifier } from '../../shared/notify';
import { createPeriodicJob, type PeriodicJob } from '../../shared/periodic-job';

/** How long before a tender closes its approved suppliers without a quotation are reminded. */
export const CLOSING_REMINDER_MS = 24 * 60 * 60 * 1000;

/** Tenders claimed per transaction. */
const BATCH = 50;

/** The closing dates whose closing instant falls within the next 24 hours after `now`. */
export function closingDatesDue(timeZone: string, now: Date): string[] {
  const today = portalToday(timeZone, now);
  return [today, addPortalDays(today, 1)].filter((date) => {
    const left = closingInstant(date, timeZone).getTime() - now.getTime();
    return left > 0 && left <= CLOSING_REMINDER_MS;
  });
}

type DueTender = { id: string; project_code: string; project_title: string; closing_date: string };

/**
 * The 24-hours-before-closing reminder (decision 029): published tenders closing within the next
 * 24 hours (the end of the closing date in the portal's zone) that were not reminded for that
 * closing date are claimed with FOR UPDATE SKIP LOCKED (another process's job takes other tenders
 * or none), each notifies its Active approved suppliers without a quotation and is recorded in
 * `tender_reminders` in the same transaction. Returns how many tenders were reminded.
 */
export async function sendClosingReminders(
  db: Db,
  notifier: Notifier,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const dates = closingDatesDue(timeZone, now);
  if (dates.length === 0) return 0;
  const dateList = sql.join(
    dates.map((date) => sql`${date}::date`),
    sql`, `,
  );
  let reminded = 0;
  for (;;) {
    const claimed = await inTransaction(db, async (tx) => {
      const result = await tx.execute(sql`
        select t.id, t.project_code, t.project_title, t.closing_date::text as closing_date
          from ${tenders} t
         where t.status = 'Published' and t.closing_date in (${dateList}) and t.closed_early_at is null
           and not exists (
             select 1 from ${tenderReminders} r where r.tender_id = t.id and r.closing_date = t.closing_date)
         order by t.closing_date, t.id
         limit ${BATCH}
         for update of t skip locked`);
      const due = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as DueTender[];
      for (const tender of due) {
        await tx.insert(tenderReminders).values({ tenderId: tender.id, closingDate: tender.closing_date });
        await notifier.notify(
          tx,
          'tender.closing-soon',
          { approvedWithoutQuotation: tender.id },
          {
            text: (t, locale) =>
              t.tenderClosingSoon(
                { projectCode: tender.project_code, projectTitle: tender.project_title },
                formatPortalDay(tender.closing_date, 'short', locale),
              ),
            link: linkTo('supplierTender', { id: tender.id }),
          },
        );
      }
      return due.length;
    });
    reminded += claimed;
    if (claimed < BATCH) return reminded;
  }
}

export type ClosingReminderJob = PeriodicJob;

/**
 * Runs `sendClosingReminders` every `intervalMs` (5 minutes by default) in this process; as many
 * processes as run it, each tender is reminded once. Stopping waits for the run in flight.
 */
export function createClosingReminderJob(input: {
  db: Db;
  notifier: Notifier;
  timeZone: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'error'>;
  intervalMs?: number;
  /** Told of every run (the metrics' hook, decision 056). */
  onRun?: JobRunHook;
}): ClosingReminderJob {
  return createPeriodicJob({
    done: 'closing reminders sent',
    failed: 'closing reminders failed',
    key: 'tenders',
    intervalMs: input.intervalMs ?? 5 * 60_000,
    run: () => sendClosingReminders(input.db, input.notifier, input.timeZone),
    log: input.log,
    onRun: input.onRun,
  });
}
