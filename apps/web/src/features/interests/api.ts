import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { INTERESTED_ROW_SORTS } from '@tenderdesk/domain/interest-paths';
import { INTEREST_PATHS } from '@tenderdesk/domain/interest-paths';
import type { InterestedRow } from '@tenderdesk/domain/interests';
import type { InterestDecision } from '@tenderdesk/domain/tender-rules';
import { api } from '../../lib/api';
import { sharedKeys } from '../../lib/query-keys';

/** A row of GET /api/tenders/interested/rows: one tender × supplier pair. */
export type InterestRow = InterestedRow;

export const INTEREST_ROWS_PATH = INTEREST_PATHS.interestedRows;

export const interestKeys = {
  all: ['interests'] as const,
  /** The list's key; `useServerList` appends the page, size, search and sort. */
  rows: ['interests', 'rows'] as const,
};

/** The rows sort by interest date only (domain interests.ts), newest first by default. */
export type InterestRowSort = (typeof INTERESTED_ROW_SORTS)[number];

export function useDecideInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, status, reason }: { row: InterestRow; status: InterestDecision; reason?: string }) =>
      api<{ message: string }>(INTEREST_PATHS.decide(row.tenderId, row.supplierId), {
        method: 'PUT',
        // An optional reason for a rejection, shown to the supplier (issue 18).
        json: status === 'Rejected' && reason?.trim() ? { status, reason: reason.trim() } : { status },
      }),
    // Tender pages show interests too: refresh both.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: interestKeys.all });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.tenders });
    },
  });
}
