import type { AuditEventView } from '@tenderdesk/domain/audit';
import { auditActionLabel } from '@tenderdesk/domain/audit-messages';
import type { ReportColumn } from '@tenderdesk/domain/reports';

/*
 * The audit log's files (issue 23 item 5): GET /api/admin/audit.csv and .xlsx, the columns the log
 * shows. The changes are the redacted ones the log shows (prices of a sealed tender read 'sealed',
 * decision 040), as JSON text cut to what a spreadsheet cell holds.
 */

/** A spreadsheet cell holds at most 32,767 characters. */
const MAX_CELL_TEXT = 32_000;

function changesText(changes: unknown): string | null {
  if (changes === null || changes === undefined) return null;
  const text = JSON.stringify(changes);
  return text.length > MAX_CELL_TEXT ? `${text.slice(0, MAX_CELL_TEXT)}…` : text;
}

export const AUDIT_EXPORT_COLUMNS: readonly ReportColumn<AuditEventView>[] = [
  { key: 'seq', header: 'No.', kind: 'count', value: (row) => row.seq },
  { key: 'at', header: 'When', kind: 'instant', value: (row) => row.at },
  { key: 'action', header: 'Action', kind: 'text', value: (row) => auditActionLabel(row.action) },
  { key: 'actionCode', header: 'Action Code', kind: 'text', value: (row) => row.action },
  { key: 'actorName', header: 'Who', kind: 'text', value: (row) => row.actorName },
  { key: 'actorRole', header: 'Role', kind: 'text', value: (row) => row.actorRole },
  { key: 'entity', header: 'Record', kind: 'text', value: (row) => row.entity },
  { key: 'entityId', header: 'Record Id', kind: 'text', value: (row) => row.entityId },
  { key: 'tenderId', header: 'Tender Id', kind: 'text', value: (row) => row.tenderId },
  { key: 'changes', header: 'Changes', kind: 'text', value: (row) => changesText(row.changes) },
  { key: 'hash', header: 'Hash', kind: 'text', value: (row) => row.hash },
];
