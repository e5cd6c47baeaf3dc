import { z } from 'zod';
import { auditMessages } from './audit-messages';
import { FIELD_LABELS } from './field-labels';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging-rules';

/*
 * The audit log as the admin reads it (issue 11, decision 035): the events, newest first, with
 * filters, the chain's verification, and one tender's history.
 */

/** One event as the log and a tender's history show it. */
export type AuditEventView = {
  _id: string;
  seq: number;
  at: string;
  actorId: string | null;
  actorRole: string | null;
  /** The actor's name or email as it is now ('' when the account is gone or there is none). */
  actorName: string;
  action: string;
  entity: string;
  entityId: string | null;
  tenderId: string | null;
  changes: unknown;
  hash: string;
  /**
   * The day the prices of the event's tender open, while it is sealed and open: the price fields
   * of `changes` then read 'sealed' (decision 040). Null otherwise.
   */
  sealedUntil: string | null;
  /**
   * Why price fields read 'sealed' (issue 21): `closing` (a sealed tender still open, see
   * `sealedUntil`), `committee` (a two-envelope tender whose financial envelope is not open) or
   * `disqualified` (a supplier the technical evaluation did not qualify: for ever). Null: nothing sealed.
   */
  sealedReason: 'closing' | 'committee' | 'disqualified' | null;
};

/** GET /api/admin/audit/verify. `head` is the newest event: keep it elsewhere to detect a cut tail. */
export type AuditChainReport =
  | { ok: true; checked: number; head: { seq: number; hash: string } | null }
  | {
      ok: false;
      checked: number;
      firstBrokenId: string;
      firstBrokenSeq: number;
      head: { seq: number; hash: string } | null;
    };

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, auditMessages.filterTooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

const optionalDate = (field: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) =>
        value === undefined || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
      auditMessages.dateInvalid(field),
    );

/** The audit log's query string: page, pageSize and the filters, each optional. */
const auditFilters = z.object({
  entity: optionalText(40).describe('The kind of record, e.g. tender, supplier'),
  entityId: optionalText(80).describe("The record's id"),
  tenderId: optionalText(80).describe('Events of this tender and of its interests, quotations, questions'),
  actorId: optionalText(80).describe('The account that acted'),
  action: optionalText(80).describe('e.g. tender.publish'),
  from: optionalDate(FIELD_LABELS.from).describe('First day, yyyy-mm-dd (portal time zone)'),
  to: optionalDate(FIELD_LABELS.to).describe('Last day, yyyy-mm-dd (portal time zone)'),
});
const rangeInOrder = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;

export const auditListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1, auditMessages.pageInvalid).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1, auditMessages.pageSizeInvalid(MAX_PAGE_SIZE))
      .max(MAX_PAGE_SIZE, auditMessages.pageSizeInvalid(MAX_PAGE_SIZE))
      .default(DEFAULT_PAGE_SIZE),
    ...auditFilters.shape,
  })
  .refine(rangeInOrder, { message: auditMessages.rangeInvalid, path: ['to'] });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** GET /api/admin/audit.csv and .xlsx (issue 23 item 5): the log's filters, every matching event. */
export const auditExportQuerySchema = auditFilters.refine(rangeInOrder, {
  message: auditMessages.rangeInvalid,
  path: ['to'],
});
export type AuditExportQuery = z.infer<typeof auditExportQuerySchema>;
