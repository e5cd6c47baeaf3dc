import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notificationsUiText } from '@tenderdesk/domain/ui/notifications';
import { lazy, Suspense, useState } from 'react';
import { useText } from '../../lib/i18n';
import { useUnreadCount } from './api';

/** Biome reads a literal `role` prop as one to check; the list opens as a dialog. */
const DIALOG_ROLE = 'dialog';

const loadPanel = () => import('./bell-panel');
const BellPanel = lazy(() => loadPanel().then((module) => ({ default: module.BellPanel })));

/** The bell's name for screen readers: the count is part of it (`t`: the texts in a language). */
export function bellLabel(unread: number, t: typeof notificationsUiText = notificationsUiText): string {
  if (unread === 0) return t.bell.noneUnread;
  return t.bell.unread(unread);
}

/**
 * The bell in both shells' headers (issue 13, decision 031): the unread count, refreshed every 30 s
 * and when the window regains focus. Kept small, since every signed-in screen loads it: the list it
 * opens is fetched on the first hover, focus or click.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const t = useText(notificationsUiText);
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  const preload = () => void loadPanel();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withArrow
      trapFocus
      returnFocus
      withRoles={false}
    >
      <Popover.Target>
        <Indicator
          disabled={unread === 0}
          label={unread > 99 ? '99+' : unread}
          size={18}
          offset={6}
          color="red"
          data-testid="notification-count"
        >
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            aria-label={bellLabel(unread, t)}
            aria-expanded={opened}
            aria-haspopup="dialog"
            data-testid="notification-bell"
            onClick={() => setOpened((open) => !open)}
            onMouseEnter={preload}
            onFocus={preload}
          >
            <IconBell size={22} stroke={1.7} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} role={DIALOG_ROLE} aria-label={t.heading} data-testid="notification-panel">
        <Suspense fallback={<Loader size="sm" m="md" role="status" aria-label={t.bell.loadingPanel} />}>
          {opened && <BellPanel onClose={() => setOpened(false)} />}
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
