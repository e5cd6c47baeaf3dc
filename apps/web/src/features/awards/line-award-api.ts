import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LineAwardsBody, LineAwardsView } from '@tenderdesk/domain/line-awards';
import { api } from '../../lib/api';
import { awardKeys } from './api';

/*
 * The calls of award by line (issue 12, decision 033), in the lazily loaded chunk of the compare
 * screen's "Award by line" mode: the tender's items with their awarded lines, saved or cleared as a set.
 */

const linePath = (tenderId: string) => `/api/tenders/${encodeURIComponent(tenderId)}/line-awards`;

export const lineAwardKeys = {
  lines: (tenderId: string) => [...awardKeys.all, 'lines', tenderId] as const,
};

export function useLineAwards(tenderId: string) {
  return useQuery({
    queryKey: lineAwardKeys.lines(tenderId),
    queryFn: ({ signal }) => api<{ data: LineAwardsView }>(linePath(tenderId), { signal }),
    select: (body) => body.data,
    enabled: tenderId !== '',
  });
}

type Answer = { message: string; data: LineAwardsView };

/** PUT …/line-awards: the whole set replaces the stored one (`replace` when an award or drafts exist). */
export function useSaveLineAwards(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LineAwardsBody) => api<Answer>(linePath(tenderId), { method: 'PUT', json: body }),
    onSuccess: (body) => {
      if (body?.data) queryClient.setQueryData(lineAwardKeys.lines(tenderId), { data: body.data });
    },
    // The comparison's award marks, the dropdowns and the purchase orders all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}

/** DELETE …/line-awards: every line award goes (confirmed first; draft orders are discarded too). */
export function useClearLineAwards(tenderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Answer>(`${linePath(tenderId)}?replace=true`, { method: 'DELETE' }),
    onSuccess: (body) => {
      if (body?.data) queryClient.setQueryData(lineAwardKeys.lines(tenderId), { data: body.data });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}
