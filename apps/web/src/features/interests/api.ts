import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InterestDecision, InterestStatus } from '@tenderdesk/domain/tenders';
import { api } from '../../lib/api';

/** A row of GET /api/tenders/interested/rows: one tender × supplier pair. */
export type InterestRow = {
  _id: string;
  tenderId: string;
  projectName: string;
  organisation: string;
  publishingDate: string;
  supplierId: string;
  supplierName: string;
  status: InterestStatus;
  interestedDate: string;
};

export const INTEREST_ROWS_PATH = '/api/tenders/interested/rows';

export const interestKeys = {
  all: ['interests'] as const,
  /** The list's key; `useServerList` appends the page, size, search and sort. */
  rows: ['interests', 'rows'] as const,
};

/**
 * The sort keys of the interest rows (domain paging contract). Assumed to match the server's;
 * the lead reconciles them with server-interests.
 */
export const INTEREST_ROW_SORTS = [
  '-interestedDate',
  'interestedDate',
  'projectName',
  '-projectName',
  'supplierName',
  '-supplierName',
  'publishingDate',
  '-publishingDate',
] as const;
export type InterestRowSort = (typeof INTEREST_ROW_SORTS)[number];

export function useDecideInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, status }: { row: InterestRow; status: InterestDecision }) =>
      api<{ message: string }>(
        `/api/tenders/${encodeURIComponent(row.tenderId)}/supplier/${encodeURIComponent(row.supplierId)}/status`,
        { method: 'PUT', json: { status } },
      ),
    // Tender pages show interests too: refresh both.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: interestKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['tenders'] });
    },
  });
}
