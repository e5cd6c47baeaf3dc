import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@tenderdesk/domain/paging-rules';
import { api } from '../../lib/api';

export type { EmailStatus } from '@tenderdesk/domain/email-status';

import type { EmailStatus } from '@tenderdesk/domain/email-status';

/** One outgoing email as GET /api/admin/emails lists it (never its body). */
export type EmailRow = {
  _id: string;
  kind: string;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};

export const emailKeys = { all: ['emails'] as const };

export function useEmails(status: EmailStatus | 'all', page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status !== 'all') query.set('status', status);
  return useQuery({
    queryKey: [...emailKeys.all, status, page, pageSize],
    queryFn: ({ signal }) => api<Page<EmailRow>>(`/api/admin/emails?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the portal sends emails at all (issue 18): without SMTP nothing is queued. */
export function useEmailStatus() {
  return useQuery({
    queryKey: [...emailKeys.all, 'status'],
    queryFn: ({ signal }) => api<{ configured: boolean }>('/api/admin/emails/status', { signal }),
    staleTime: 60_000,
  });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/admin/emails/${encodeURIComponent(id)}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.all }),
  });
}
