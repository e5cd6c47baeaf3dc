import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import type {
  NotificationEvent,
  NotificationPreference,
  NotificationRow,
} from '@tenderdesk/domain/notifications';
import { api } from '../../lib/api';
import { useLocale } from '../../lib/i18n';

/** The in-app notifications of the signed-in account (decision 029's calls; decision 031). */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread-count'] as const,
  /** By language too: the server answers each notification in the language asked (issue 26). */
  list: (unreadOnly: boolean, page: number, pageSize: number, locale: Locale) =>
    ['notifications', 'list', unreadOnly, page, pageSize, locale] as const,
  preferences: ['notification-preferences'] as const,
};

/** How often the bell asks for the unread count while the page is open (also on window focus). */
export const UNREAD_REFRESH_MS = 30_000;

export type NotificationPage = {
  data: NotificationRow[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
};

export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api<{ unread: number }>('/api/notifications/unread-count', { signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications(unreadOnly: boolean, page: number, pageSize: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (unreadOnly) query.set('unread', 'true');
  const locale = useLocale();
  return useQuery({
    queryKey: notificationKeys.list(unreadOnly, page, pageSize, locale),
    queryFn: ({ signal }) => api<NotificationPage>(`/api/notifications?${query}`, { signal }),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** Marks one notification read; the count and every list refresh. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ unread: number }>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/api/notifications/read-all', { method: 'PUT' }),
    onSuccess: () => queryClient.setQueryData(notificationKeys.unread, { unread: 0 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** The email choices, and whether the portal sends emails at all (issue 18). */
type PreferencesAnswer = { data: NotificationPreference[]; emailEnabled: boolean };

export function usePreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => api<PreferencesAnswer>('/api/notifications/preferences', { signal }),
  });
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: { event: NotificationEvent; email: boolean }[]) =>
      api<PreferencesAnswer>('/api/notifications/preferences', {
        method: 'PUT',
        json: { preferences },
      }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.preferences, answer),
  });
}
