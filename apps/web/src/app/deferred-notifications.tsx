import { type NotificationsProps, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { LocalisedTheme } from './localised-theme';

// Only the small notifications store is in the entry chunk; the component that draws notifications
// (with its transitions and scroll handling) is fetched when the first one is shown.
const Notifications = lazy(() =>
  import('./notifications-view').then((module) => ({ default: module.Notifications })),
);

/**
 * Mantine's `<Notifications />`, mounted on first use so the login page does not download it
 * (bundle budget, decision 016). `notifications.show(...)` works as usual from any screen. Their
 * close buttons are named in the language on screen (outside the routes, so a theme of their own).
 */
export function DeferredNotifications(props: NotificationsProps) {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LocalisedTheme>
        <Notifications {...props} />
      </LocalisedTheme>
    </Suspense>
  );
}
