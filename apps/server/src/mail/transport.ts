import nodemailer from 'nodemailer';

/** A message ready for the wire. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Something that sends one message or throws: SMTP in production, anything in tests. */
export type MailTransport = {
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** Longest failure kept in the outbox and the log. */
const MAX_ERROR_LENGTH = 300;

/** How long to wait for the SMTP server at each step before calling the attempt failed. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * SMTP through nodemailer, from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://...:465`) and
 * `MAIL_FROM`. One connection per message; the outbox, not the transport, retries.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // `?ignoreTLS=true` for a local relay without STARTTLS; `?requireTLS=true` to insist on it.
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    requireTLS: url.searchParams.get('requireTLS') === 'true',
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // nodemailer's own logger stays off: it would print the messages.
    logger: false,
  });
  return {
    send: async (message) => {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}

/**
 * A failed attempt as the outbox keeps it: the SMTP answer or the network error, one line, short.
 * Never the message or the credentials (nodemailer's errors carry neither; the URL is not used).
 */
export function describeSendError(error: unknown): string {
  const source = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof source.code === 'string') parts.push(source.code);
  if (typeof source.responseCode === 'number') parts.push(String(source.responseCode));
  const message = error instanceof Error ? error.message : String(error);
  parts.push(message.replace(/\s+/g, ' ').trim());
  const line = parts.join(' ');
  return line.length > MAX_ERROR_LENGTH ? `${line.slice(0, MAX_ERROR_LENGTH - 1)}…` : line;
}
