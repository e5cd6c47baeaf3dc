import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineAwardsView } from '@tenderdesk/domain/line-awards';
import type { Tender } from '@tenderdesk/domain/tender-rules';
import { ApiError, api } from '../../lib/api';
import { downloadProtectedFile } from '../../lib/download';
import { sharedKeys } from '../../lib/query-keys';
import { AUCTION_PATHS, auctionKeys } from './api';

/*
 * The buyer's auction screen's other calls (issue 22): the tender's code and name for its heading,
 * the award as it stands and the whole award from the result (the same award call the comparison
 * makes, decision 026), and the bids' XLSX.
 */

const seg = encodeURIComponent;

const BUYER_PATHS = {
  tender: (tenderId: string) => `/api/tenders/view/${seg(tenderId)}`,
  lineAwards: (tenderId: string) => `/api/tenders/${seg(tenderId)}/line-awards`,
  select: (tenderId: string, quotationId: string) =>
    `/api/tenders/${seg(tenderId)}/quotation/${seg(quotationId)}/select`,
};

const buyerKeys = {
  tenderHead: (tenderId: string) => [...auctionKeys.all, 'tender-head', tenderId] as const,
  award: (tenderId: string) => [...auctionKeys.all, 'award', tenderId] as const,
};

const final = (error: unknown) => error instanceof ApiError && [403, 404, 409].includes(error.status);
const retry = (count: number, error: unknown) => count < 2 && !final(error);

export type TenderHead = Pick<Tender, '_id' | 'projectCode' | 'projectName' | 'status'>;

/** The tender's code and name for the heading. */
export function useAuctionTenderHead(tenderId: string) {
  return useQuery({
    queryKey: buyerKeys.tenderHead(tenderId),
    queryFn: ({ signal }) => api<{ data: TenderHead }>(BUYER_PATHS.tender(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
    staleTime: 60_000,
    retry,
  });
}

/** Who holds the award now (the line-award view answers either mode). */
export function useAwardState(tenderId: string, enabled: boolean) {
  return useQuery({
    queryKey: buyerKeys.award(tenderId),
    queryFn: ({ signal }) => api<{ data: LineAwardsView }>(BUYER_PATHS.lineAwards(tenderId), { signal }),
    select: (body) => body.data,
    enabled: enabled && tenderId !== '',
    retry,
  });
}

/** PUT …/select: the whole award to the auction's L1 (`replace` moves an existing award). */
export function useAwardWhole(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quotationId, replace }: { quotationId: string; replace: boolean }) =>
      api<{ message: string }>(BUYER_PATHS.select(tenderId, quotationId), {
        method: 'PUT',
        json: replace ? { replace: true } : {},
      }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: buyerKeys.award(tenderId) }),
        queryClient.invalidateQueries({ queryKey: sharedKeys.awards }),
      ]);
    },
  });
}

/** Every bid and the final ranking as a spreadsheet (the server streams it). */
export function downloadBids(tenderId: string): Promise<void> {
  return downloadProtectedFile(AUCTION_PATHS.bidsXlsx(tenderId), 'auction-bids.xlsx');
}
