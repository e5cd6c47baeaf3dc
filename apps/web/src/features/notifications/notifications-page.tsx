import { Button, Divider, Group, Pagination, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBellCheck, IconChecks } from '@tabler/icons-react';
import { messages } from '@tenderdesk/domain/messages';
import { listText } from '@tenderdesk/domain/ui/list';
import { notificationsUiText } from '@tenderdesk/domain/ui/notifications';
import { Fragment, useState } from 'react';
import { ListEmpty, ListLoadError, ListLoading } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Banner, useTimedBanner } from '../../components/timed-banner';
import { errorMessage } from '../../lib/api';
import { useText } from '../../lib/i18n';
import { useMarkAllRead, useNotifications } from './api';
import { NotificationItem } from './notification-item';

const PAGE_SIZE = 20;
const BANNER_MS = 5_000;
type Show = 'all' | 'unread';

/**
 * /notifications (admins, sub-admins and suppliers; decision 031): the account's notifications,
 * newest first and paged, all or only the unread ones; one opened (and marked read) by a click,
 * or all marked read at once.
 */
export function NotificationsPage() {
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(1);
  const list = useNotifications(show === 'unread', page, PAGE_SIZE);
  const markAll = useMarkAllRead();
  const { banner, show: showBanner, clear } = useTimedBanner();
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const unread = data?.unread ?? 0;
  const t = useText(notificationsUiText);
  const listT = useText(listText);
  const m = useText(messages);

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: (answer) => showBanner('success', t.markedRead(answer.updated), BANNER_MS),
      onError: (error) => showBanner('error', errorMessage(error, m.generic.somethingWrong), BANNER_MS),
    });

  return (
    <>
      <PageHeader
        title={t.heading}
        description={t.description}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            onClick={onMarkAll}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            {t.markAllRead}
          </Button>
        }
      />
      <Banner banner={banner} onClose={clear} />
      <Paper withBorder>
        <Stack gap={0}>
          <Group justify="space-between" p="md" gap="sm">
            <SegmentedControl
              aria-label={t.show}
              value={show}
              onChange={(value) => {
                setShow(value as Show);
                setPage(1);
              }}
              data={[
                { value: 'all', label: t.all },
                { value: 'unread', label: data ? t.unreadCount(unread) : t.unread },
              ]}
            />
            {data && data.total > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {t.count(data.total)}
              </Text>
            )}
          </Group>
          <Divider />
          {list.isPending ? (
            <Stack p="md">
              <ListLoading />
            </Stack>
          ) : list.isError ? (
            <Stack p="md">
              <ListLoadError message={t.loadFailed} onRetry={() => void list.refetch()} />
            </Stack>
          ) : data && data.data.length === 0 ? (
            <ListEmpty
              query=""
              icon={<IconBellCheck size={28} />}
              title={show === 'unread' ? t.nothingUnread : t.noneYet}
              description={show === 'unread' ? t.allRead : t.noneYetHint}
            />
          ) : (
            <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t.heading}>
              {data?.data.map((row, index) => (
                <Fragment key={row._id}>
                  {index > 0 && <Divider component="li" aria-hidden />}
                  <li>
                    <NotificationItem row={row} />
                  </li>
                </Fragment>
              ))}
            </Stack>
          )}
          {data && pages > 1 && (
            <>
              <Divider />
              <Group justify="flex-end" p="md">
                <Pagination total={pages} value={page} onChange={setPage} aria-label={listT.pages} />
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </>
  );
}
