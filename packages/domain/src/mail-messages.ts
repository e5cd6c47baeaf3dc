import { catalogue } from './i18n/catalogue';
/**
 * The catalogue's texts of the forgotten-password flow and the outgoing emails (issue 13, decision
 * 027): a part of the message catalogue kept in its own module, like clarification-messages.ts, so
 * the screens without them (every screen loads `messages`) do not carry them.
 */
export const mailMessages = catalogue('mail', {
  /** Forgotten password (issue 13): the request, the emailed link and the reset page. */
  passwordReset: {
    /** The one answer to every request, whether or not the address belongs to an account. */
    requested:
      'If an account uses this email, we have sent it a link to reset the password. The link works once, for 30 minutes. Please check your inbox (and the spam folder).',
    /**
     * The one answer when the portal sends no email (no SMTP_URL; issue 18): the same for every
     * address, so it reveals no account, and true: nothing reaches an inbox.
     */
    requestedNoMail:
      "This portal does not send emails yet, so no reset link can reach your inbox. Please contact the portal's administrator: they can pass on a reset link for your account.",
    tooManyForEmail: 'Too many reset requests for this email. Please wait an hour and try again.',
    tooManyFromAddress: 'Too many reset requests from your network. Please wait an hour and try again.',
    tokenRequired: 'The reset link is incomplete. Please open the link from the email again.',
    invalidLink:
      'This reset link is not valid: it may have been used already or replaced by a newer one. Please request a new link.',
    expiredLink: 'This link has expired. Please request a new one with “Forgot password”.',
    linkValid: 'This reset link is valid.',
    done: 'Your password has been reset. Please sign in with your new password.',
    /** The reset email (plain text and HTML are composed from these). */
    email: {
      subject: (portal: string) => `Reset your ${portal} password`,
      heading: 'Reset your password',
      intro: (portal: string, email: string) =>
        `Someone, hopefully you, asked to reset the password of the ${portal} account ${email}.`,
      validity: (minutes: number) =>
        `The link below works once, for ${minutes} minutes. After that you can ask for a new one on the sign-in page.`,
      action: 'Choose a new password',
      ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
    },
  },
  /** An imported supplier's first email (issue 23): set a password through the reset flow's link. */
  setPassword: {
    subject: (portal: string) => `Set your ${portal} password`,
    heading: 'Welcome: set your password',
    intro: (portal: string, company: string, email: string) =>
      `${company} has been added to ${portal} by the buyer, with the sign-in email ${email}.`,
    validity: (days: number) =>
      `Choose your password with the link below. It works once, for ${days} days; after that, use "Forgot password" on the sign-in page.`,
    pending: 'The buyer will still review your account before you can sign in.',
    action: 'Set your password',
    ignore: 'If you did not expect this, ignore this email: nothing happens without the link.',
  },
  /** Outgoing emails, as the admin sees them (GET /api/admin/emails). */
  emails: {
    notFound: 'Email not found.',
    notFailed: 'Only a failed email can be retried.',
    retried: 'The email will be sent again shortly.',
    /** The Emails and email-choices screens when no SMTP_URL is configured (issue 18). */
    notConfiguredTitle: 'Email is not configured',
    notConfigured:
      'This portal has no mail server configured (SMTP_URL), so it sends no emails: nothing is queued and nobody receives one. Notifications are still kept in the app, and password reset links are written to the server log for you to pass on.',
    notConfiguredChoices:
      'This portal has no mail server configured, so no email is sent for now, whatever you choose here. Notifications are still kept in the app, under the bell.',
  },
  /** The frame of every portal email (the server's `mail/compose.ts`), in the recipient's language. */
  layout: {
    /** Who the email is from once the buying organisation is set (its trade or legal name; decision 046). */
    sender: (portal: string, organisation: string) => `${portal} for ${organisation}`,
    /** Under the button, before the address written out for clients that block buttons. */
    linkFallback: 'If the button does not work, copy this address into your browser:',
    footer: (sender: string) => `Sent by ${sender}. Please do not reply to this email.`,
    /** The small print under a notification email (decision 029). */
    notificationNote:
      'You receive this email because of your account on the portal. You can choose which notifications you receive by email in the portal.',
  },
} as const);
