import { catalogue } from '../i18n/catalogue';

/**
 * The in-app notifications' screens (apps/web/src/features/notifications/): the bell and its list,
 * /notifications and the email choices of /notificationSettings. Each notification's own title and
 * text come from the server (`notificationText`).
 */
export const notificationsUiText = catalogue('ui.notifications', {
  bell: {
    /** The bell's name for screen readers: the count is part of it. */
    noneUnread: 'Notifications, none unread',
    unread: (count: number) => `Notifications, ${count} unread`,
    loadingPanel: 'Loading notifications',
    empty: 'No notifications yet. New tenders, decisions and awards will appear here.',
    seeAll: 'See all notifications',
  },
  heading: 'Notifications',
  description: 'What happened on the portal that concerns you, newest first. Open one to go to its screen.',
  markAllRead: 'Mark all read',
  markedRead: (count: number) =>
    count === 1 ? '1 notification marked read.' : `${count} notifications marked read.`,
  show: 'Show',
  all: 'All',
  unread: 'Unread',
  unreadCount: (count: number) => `Unread (${count})`,
  count: (count: number) => (count === 1 ? '1 notification' : `${count} notifications`),
  loadFailed: 'The notifications could not be loaded.',
  nothingUnread: 'Nothing unread',
  allRead: 'You have read every notification.',
  noneYet: 'No notifications yet',
  noneYetHint: 'New tenders, decisions, quotations and awards that concern you will appear here.',
  item: {
    unreadPrefix: 'Unread: ',
    markRead: 'Mark as read',
    markReadOf: (title: string) => `Mark as read: ${title}`,
  },
  settings: {
    title: 'Email Notifications',
    description: 'Choose which notifications also reach you by email.',
    saved: 'Your email choices were saved.',
    /** A failed save: the server's reason (or a fallback), then what to do. */
    saveFailed: (reason: string) => `${reason} Your choices are still here: try saving again.`,
    formLabel: 'Email notifications',
    submit: 'Save choices',
    alwaysKept:
      'Every notification is always kept in the app, under the bell. These switches only decide which of them are also sent to your email address.',
    loadFailed: 'Your email choices could not be loaded.',
    sendByEmail: 'Send by email',
  },
});
