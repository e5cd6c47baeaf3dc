import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import type { Locale } from '@tenderdesk/domain/i18n/locale';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import { PORTAL_NAME } from '@tenderdesk/domain/password-reset';

/** What an email says: a greeting, paragraphs, one button to the screen it is about, a note. */
export type EmailContent = {
  /** Shown as the email's heading (HTML) and first line (text). */
  heading: string;
  paragraphs: readonly string[];
  /** The screen the email links to. */
  action: { label: string; url: string };
  /** A closing remark in small print (why the person gets it, what to do if it was not them). */
  note?: string;
  /** The buying organisation the portal runs for (its trade or legal name; decision 046), when set. */
  organisation?: string | null;
  /**
   * The recipient's language (issue 26): the frame's texts and the HTML's `lang`; the texts above
   * come in it already. English when left out.
   */
  locale?: Locale;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The plain-text and HTML bodies of a portal email (decision 027): both name the portal and carry
 * the link, the HTML one as a button with the address written out below it for clients that block
 * buttons. Every value is escaped; nothing is loaded from elsewhere (no images, no fonts).
 */
export function composeEmail(content: EmailContent): { text: string; html: string } {
  const locale = content.locale ?? 'en';
  const frame = inLocale(mailMessages, locale).layout;
  const sender = content.organisation ? frame.sender(PORTAL_NAME, content.organisation) : PORTAL_NAME;
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${content.action.label}: ${content.action.url}`,
    '',
    ...(content.note ? [content.note, ''] : []),
    `— ${sender}`,
    '',
  ].join('\n');

  const url = escapeHtml(content.action.url);
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('\n        ');
  const html = `<!doctype html>
<html lang="${locale}">
  <head><meta charset="utf-8"><title>${escapeHtml(content.heading)}</title></head>
  <body style="margin:0;padding:24px;background:#f4f6fa;font-family:Arial,Helvetica,sans-serif;color:#1f2a3d">
    <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dde3ee;border-radius:8px">
      <tr><td style="padding:20px 28px;border-bottom:1px solid #dde3ee;font-size:19px;font-weight:bold;color:#1c3d7a">${escapeHtml(sender)}</td></tr>
      <tr><td style="padding:28px">
        <h1 style="margin:0 0 16px;font-size:21px">${escapeHtml(content.heading)}</h1>
        ${paragraphs}
        <p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#1c3d7a;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
        <p style="margin:0 0 16px;font-size:13px;color:#4a5568;line-height:1.5">${escapeHtml(frame.linkFallback)}<br><a href="${url}" style="color:#1c3d7a;word-break:break-all">${url}</a></p>
        ${content.note ? `<p style="margin:16px 0 0;font-size:13px;color:#4a5568;line-height:1.5">${escapeHtml(content.note)}</p>` : ''}
      </td></tr>
      <tr><td style="padding:16px 28px;border-top:1px solid #dde3ee;font-size:12px;color:#4a5568">${escapeHtml(frame.footer(sender))}</td></tr>
    </table>
  </body>
</html>
`;
  return { text, html };
}
