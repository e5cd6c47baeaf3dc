import { ActionIcon, Box, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { NotificationRow } from '@tenderdesk/domain/notifications';
import { notificationsUiText } from '@tenderdesk/domain/ui/notifications';
import { useNavigate } from 'react-router';
import { useText } from '../../lib/i18n';
import { formatInstant } from '../../lib/portal-time';
import { useMarkRead } from './api';

/**
 * One notification, in the bell's list and on /notifications: a click (or Enter) marks it read and
 * opens its screen; an unread one also has a check mark that only marks it read.
 */
export function NotificationItem({
  row,
  compact = false,
  onOpen,
}: {
  row: NotificationRow;
  compact?: boolean;
  /** Called before going to the notification's screen (the bell closes its list). */
  onOpen?: () => void;
}) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const t = useText(notificationsUiText).item;
  const unread = row.readAt === null;
  const open = () => {
    if (unread) markRead.mutate(row._id);
    onOpen?.();
    navigate(row.link);
  };
  return (
    <Group
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      px={compact ? 'sm' : 'md'}
      py={compact ? 'xs' : 'sm'}
      bg={unread ? 'var(--mantine-color-blue-0)' : undefined}
      data-testid="notification-item"
      data-unread={unread}
    >
      <Box
        mt={7}
        w={8}
        h={8}
        style={{
          flexShrink: 0,
          borderRadius: '50%',
          background: unread ? 'var(--mantine-color-blue-6)' : 'transparent',
        }}
        aria-hidden
      />
      <UnstyledButton onClick={open} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {unread && <VisuallyHidden>{t.unreadPrefix}</VisuallyHidden>}
          {row.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {row.body}
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {formatInstant(row.createdAt)}
        </Text>
      </UnstyledButton>
      {unread && (
        <Tooltip label={t.markRead} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t.markReadOf(row.title)}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(row._id)}
          >
            <IconCheck size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
