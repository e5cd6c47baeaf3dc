import { useMutation, useQuery } from '@tanstack/react-query';
import type { ForgotPasswordBody, ResetPasswordBody } from '@tenderdesk/domain/password-reset';
import { api } from '../../lib/api';

type Message = { message: string };

/** POST /api/auth/forgot-password: always the same answer (or 429). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      api<Message>('/api/auth/forgot-password', { method: 'POST', json: body, anonymous: true }),
  });
}

/** Whether the link's token can still be used: the reset page asks before showing its form. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: ({ signal }) =>
      api<Message>('/api/auth/reset-password/check', {
        method: 'POST',
        json: { token },
        anonymous: true,
        signal,
      }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/auth/reset-password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api<Message>('/api/auth/reset-password', { method: 'POST', json: body, anonymous: true }),
  });
}
