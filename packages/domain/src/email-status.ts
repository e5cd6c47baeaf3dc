/** Where an outgoing email is (decision 027): the outbox's status column and the Emails screen. */
export const EMAIL_STATUSES = ['Pending', 'Sending', 'Sent', 'Failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
