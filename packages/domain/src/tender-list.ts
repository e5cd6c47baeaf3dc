import { listQuerySchema } from './paging';
import { type Page, sortKeys } from './paging-rules';
import type { TenderFileKind, TenderSummary } from './tenders';

/**
 * The admin tender lists (GET /api/tenders: published; GET /api/tenders/drafts: drafts) on the
 * shared paging contract: page, pageSize, q (project name, code, title or organisation) and sort.
 * Default: newest first.
 */
export const TENDER_LIST_FIELDS = ['createdAt', 'publishingDate', 'closingDate', 'projectName'] as const;
export type TenderListField = (typeof TENDER_LIST_FIELDS)[number];
export const TENDER_LIST_SORTS = sortKeys(TENDER_LIST_FIELDS);
export type TenderListSort = TenderListField | `-${TenderListField}`;
export const DEFAULT_TENDER_SORT: TenderListSort = '-createdAt';

export const tenderListQuerySchema = listQuerySchema(TENDER_LIST_SORTS, DEFAULT_TENDER_SORT);
export type TenderListQuery = ReturnType<typeof tenderListQuerySchema.parse>;

export type TenderListResponse = Page<TenderSummary>;

/**
 * The multipart fields of the two edit calls that remove files (decision 022): a JSON array of the
 * stored names (`<fileId>.<ext>`, as `scopeOfWork[]` / `rfq[]` carry them) to drop. Files sent in
 * `scopeOfWork` / `rfq` are appended after the ones kept.
 */
export const TENDER_REMOVE_FIELDS: Record<TenderFileKind, 'removeScopeOfWork' | 'removeRfq'> = {
  scopeOfWork: 'removeScopeOfWork',
  rfq: 'removeRfq',
};

/**
 * The download link of a tender file: `index` is 0-based (the position in `scopeOfWork[]` /
 * `rfq[]`); a screen's "Download File n" is index n - 1.
 */
export function tenderFileDownloadPath(tenderId: string, kind: TenderFileKind, index: number): string {
  return `/api/tenders/${encodeURIComponent(tenderId)}/download/${kind}/${index}`;
}
