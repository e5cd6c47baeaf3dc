import { Anchor, Button, Divider, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { frameText } from '@tenderdesk/domain/ui/frame';
import { notificationsUiText } from '@tenderdesk/domain/ui/notifications';
import { Link } from 'react-router';
import { useText } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useMarkAllRead, useNotifications } from './api';
import { NotificationItem } from './notification-item';

/** How many of the newest notifications the bell shows. */
const LATEST = 5;

/** The bell's list, loaded on the first click: the newest five, "Mark all read" and "See all". */
export function BellPanel({ onClose }: { onClose: () => void }) {
  const latest = useNotifications(false, 1, LATEST);
  const markAll = useMarkAllRead();
  const unread = latest.data?.unread ?? 0;
  const t = useText(notificationsUiText);
  const frame = useText(frameText);
  return (
    <Stack gap={0}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Text fw={700} component="h2" size="md" m={0}>
          {t.heading}
        </Text>
        {unread > 0 && (
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconChecks size={16} />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t.markAllRead}
          </Button>
        )}
      </Group>
      <Divider />
      {latest.isPending ? (
        <Text size="sm" c="dimmed" p="md" aria-busy="true">
          {frame.loading}
        </Text>
      ) : latest.isError ? (
        <Text size="sm" c="red.8" p="md" role="alert">
          {t.loadFailed}
        </Text>
      ) : latest.data.data.length === 0 ? (
        <Stack align="center" gap={4} p="lg">
          <IconBellOff size={28} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text size="sm" c="dimmed" ta="center">
            {t.bell.empty}
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {latest.data.data.map((row) => (
              <li key={row._id}>
                <NotificationItem row={row} compact onOpen={onClose} />
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Group justify="center" p="xs">
        <Anchor component={Link} to={PATHS.notifications} size="sm" fw={600} onClick={onClose}>
          {t.bell.seeAll}
        </Anchor>
      </Group>
    </Stack>
  );
}
