import { catalogue } from '../i18n/catalogue';

/**
 * The admin's Emails screen (apps/web/src/features/emails): the outgoing emails and their Retry. Its
 * notices are `mailMessages.emails`; the addresses, subjects and the mail server's errors are data.
 */
export const emailsText = catalogue('ui.emails', {
  title: 'Emails',
  description:
    'What the portal sent by email. A failed email was tried 5 times; retry it once the mail server is fixed.',
  show: 'Show',
  filter: {
    Failed: 'Failed emails',
    Pending: 'Waiting to be sent',
    Sent: 'Sent emails',
    all: 'All emails',
  },
  /** An email's status on its badge (`EmailStatus`), by value. */
  status: {
    Pending: 'Pending',
    Sending: 'Sending',
    Sent: 'Sent',
    Failed: 'Failed',
  },
  retry: 'Retry',
  retryLabel: (to: string) => `Retry the email to ${to}`,
  attempts: (n: number) => `${n} attempt${n === 1 ? '' : 's'}`,
  loadFailed: 'The emails could not be loaded.',
  emptyNotConfigured: 'No emails: email is not configured',
  emptyFailed: 'No failed emails',
  empty: 'No emails here',
  emptyNotConfiguredHint: 'Nothing is queued while the portal has no mail server.',
  emptyFailedHint: 'Every email went out, or is still being tried.',
  queued: (when: string) => `Queued ${when}`,
  label: 'Emails',
  columns: {
    to: 'To',
    subject: 'Subject',
    status: 'Status',
    queued: 'Queued',
    lastProblem: 'Last problem',
    actions: 'Actions',
  },
});
