import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tenderdesk/domain/i18n/locale';
import { mailMessages } from '@tenderdesk/domain/mail-messages';
import {
  NOTIFICATION_ACTION_LABEL,
  type NotificationText,
  notificationText,
} from '@tenderdesk/domain/notification-messages';
import {
  NOTIFICATION_COALESCE_MINUTES,
  NOTIFICATION_RECIPIENT_KIND,
  type NotificationEvent,
  type RecipientKind,
} from '@tenderdesk/domain/notifications';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema/mail';
import {
  type NotificationTranslations,
  notificationPreferences,
  notifications,
} from '../db/schema/notifications';
import { composeEmail } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import { readOrganisationName } from './buyer-identity';

/**
 * Who receives a notification (decision 029). Every set is one SQL query, so a tender published
 * to a category of thousands of suppliers is still two statements, not a loop of inserts. The
 * supplier sets other than explicit ids and the award's regret reach Active suppliers only (the
 * others cannot log in to act on it).
 */
export type Recipients =
  /** These suppliers, whatever their status (their own activation or inactivation). */
  | { suppliers: readonly string[] }
  /** The admins, and the sub-admins holding `permission`. */
  | { adminsWith: PermissionKey }
  /** The Active suppliers of a category. */
  | { activeSuppliersOfCategory: string }
  /** Active suppliers with a Pending or Approved interest in a tender. */
  | { interestedIn: string }
  /** Active suppliers with an Approved interest in a tender and no quotation for it. */
  | { approvedWithoutQuotation: string }
  /** Suppliers who quoted for a tender, but `except` (the award's regret). */
  | { quotedFor: string; except: string };

/**
 * A notification's content. `text` picks the title (also the email's subject) and body from the
 * catalogue it is given: `(t) => t.tenderPublished(tender, closingDate)`; the notifier calls it once
 * per language, with `notificationText` in that language, and each recipient gets the texts of the
 * language stored on the account (English while none is chosen; issue 26). `emailSubject`, when
 * the subject is not the title, likewise for a language. `link` is an app path (`/rfq/<id>`), also
 * the email's button. With a `group` (e.g. a supplier's quotation for a tender), a recipient's
 * unread notification of the same event and group written within NOTIFICATION_COALESCE_MINUTES is
 * updated instead of a new one being added, and no new email is queued for it (decision 041).
 */
export type NotificationContent = {
  text: (t: typeof notificationText, locale: Locale) => NotificationText;
  link: string;
  emailSubject?: (locale: Locale) => string;
  group?: string;
};

/** What one language's recipients read: the in-app title and body, and the email's subject. */
type Localised = NotificationText & { subject: string };

/** The content in every language (a handful of catalogue calls; the recipients stay one query). */
function inEveryLocale(content: NotificationContent): Record<Locale, Localised> {
  const out = {} as Record<Locale, Localised>;
  for (const locale of LOCALES) {
    const text = content.text(inLocale(notificationText, locale), locale);
    out[locale] = { ...text, subject: content.emailSubject?.(locale) ?? text.title };
  }
  return out;
}

/**
 * The in-app row's texts: English in `title` and `body` (as the spec's client reads them), every
 * other language in `translations`, so each recipient reads the language chosen at the time of
 * reading, also after a change (issue 26, modules/notifications/list-notifications.ts).
 */
function rowTexts(texts: Record<Locale, Localised>) {
  const english = texts[DEFAULT_LOCALE];
  const translations: NotificationTranslations = {};
  for (const locale of LOCALES) {
    if (locale !== DEFAULT_LOCALE)
      translations[locale] = { title: texts[locale].title, body: texts[locale].body };
  }
  return { title: english.title, body: english.body, translations: JSON.stringify(translations) };
}

/**
 * One value per recipient, by the recipient's language (`r.locale`, null while never chosen):
 * English unless the account chose another.
 */
function byLocale<T>(values: Record<Locale, T>, pick: (value: T) => string): SQL {
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map(
    (locale) => sql`when ${locale}::text then ${pick(values[locale])}::text`,
  );
  return sql`case r.locale ${sql.join(others, sql` `)} else ${pick(values[DEFAULT_LOCALE])}::text end`;
}

function kindOf(recipients: Recipients): RecipientKind {
  return 'adminsWith' in recipients ? 'admin' : 'supplier';
}

/** The recipients as rows `(kind, id, email, locale)`. */
function recipientRows(recipients: Recipients): SQL {
  if ('suppliers' in recipients) {
    const ids = recipients.suppliers.map((id) => sql`${id}::uuid`);
    if (ids.length === 0)
      return sql`select 'supplier', s.id, s.email_address, s.locale from suppliers s where false`;
    return sql`select 'supplier', s.id, s.email_address, s.locale from suppliers s where s.id in (${sql.join(ids, sql`, `)})`;
  }
  if ('adminsWith' in recipients) {
    return sql`select 'admin', a.id, a.email, a.locale from admins a
      where a.role = 'admin' or (a.role = 'subadmin' and (a.permissions ->> ${recipients.adminsWith}) = 'true')`;
  }
  if ('activeSuppliersOfCategory' in recipients) {
    return sql`select 'supplier', s.id, s.email_address, s.locale from suppliers s
      where s.category_id = ${recipients.activeSuppliersOfCategory} and s.status = 'Active'`;
  }
  if ('interestedIn' in recipients) {
    return sql`select 'supplier', s.id, s.email_address, s.locale from interests i join suppliers s on s.id = i.supplier_id
      where i.tender_id = ${recipients.interestedIn} and i.status in ('Pending', 'Approved') and s.status = 'Active'`;
  }
  if ('approvedWithoutQuotation' in recipients) {
    return sql`select 'supplier', s.id, s.email_address, s.locale from interests i join suppliers s on s.id = i.supplier_id
      where i.tender_id = ${recipients.approvedWithoutQuotation} and i.status = 'Approved' and s.status = 'Active'
        and not exists (select 1 from quotations q where q.tender_id = i.tender_id and q.supplier_id = i.supplier_id)`;
  }
  return sql`select 'supplier', s.id, s.email_address, s.locale from quotations q join suppliers s on s.id = q.supplier_id
    where q.tender_id = ${recipients.quotedFor} and q.supplier_id <> ${recipients.except}`;
}

/**
 * A grouped notification (decision 041): updates each recipient's unread notification of the same
 * event and group written within the window, inserts one for the others, and answers the
 * recipients that got a new one (only they are emailed). One statement: the update's and the
 * insert's recipients come from the same snapshot.
 */
async function coalesce(
  tx: DbOrTx,
  event: NotificationEvent,
  rows: SQL,
  content: NotificationContent,
  texts: Record<Locale, Localised>,
) {
  const window = sql`now() - make_interval(mins => ${NOTIFICATION_COALESCE_MINUTES})`;
  const { title, body, translations } = rowTexts(texts);
  const added = await tx.execute<{ kind: string; id: string }>(sql`
    with r(kind, id, email, locale) as (${rows}),
    updated as (
      update ${notifications} n set title = ${title}, body = ${body}, translations = ${translations}::jsonb,
             link = ${content.link}
        from r
       where n.recipient_kind = r.kind and n.recipient_id = r.id and n.event = ${event}
         and n.group_key = ${content.group ?? null} and n.read_at is null and n.created_at > ${window}
      returning n.recipient_kind, n.recipient_id
    )
    insert into ${notifications} (recipient_kind, recipient_id, event, title, body, translations, link, group_key)
    select r.kind, r.id, ${event}, ${title}, ${body}, ${translations}::jsonb, ${content.link}, ${content.group ?? null}
      from r
     where not exists (select 1 from updated u where u.recipient_kind = r.kind and u.recipient_id = r.id)
    returning recipient_kind as kind, recipient_id as id`);
  const ids = rowsOf<{ kind: string; id: string }>(added).map((row) => sql`(${row.kind}, ${row.id}::uuid)`);
  if (ids.length === 0) return sql`select 'admin', null::uuid, null::text, null::text where false`;
  return sql`select x.kind, x.id, x.email, x.locale from (${rows}) as x(kind, id, email, locale)
    where (x.kind, x.id) in (${sql.join(ids, sql`, `)})`;
}

/** The rows of an `execute` on either driver (postgres.js: an array; PGlite: `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);
}

/** Sends notifications; modules get one from app.ts and call it inside their transaction. */
export type Notifier = {
  notify: (
    tx: DbOrTx,
    event: NotificationEvent,
    recipients: Recipients,
    content: NotificationContent,
  ) => Promise<void>;
};

/**
 * Notifications in the transaction of the change (an outbox, decision 029): the in-app rows of
 * every recipient in one `insert ... select`, and, when mail is configured, one email per
 * recipient who has not turned this event's email off, in a second `insert ... select` into the
 * email outbox that the mail worker delivers. Without SMTP: in-app only. The texts and the email
 * are made once per language: the in-app row keeps them all, each email is in its recipient's (issue 26).
 */
export function createNotifier(mailer: Pick<Mailer, 'enabled' | 'publicUrl'>): Notifier {
  return {
    notify: async (tx, event, recipients, content) => {
      const kind = kindOf(recipients);
      if (NOTIFICATION_RECIPIENT_KIND[event] !== kind) {
        throw new Error(`${event} is not sent to ${kind} accounts`);
      }
      const texts = inEveryLocale(content);
      const all = recipientRows(recipients);
      const rows = content.group === undefined ? all : await coalesce(tx, event, all, content, texts);
      if (content.group === undefined) {
        const { title, body, translations } = rowTexts(texts);
        await tx.execute(sql`
          insert into ${notifications} (recipient_kind, recipient_id, event, title, body, translations, link)
          select r.kind, r.id, ${event}, ${title}, ${body}, ${translations}::jsonb, ${content.link}
            from (${rows}) as r(kind, id, email, locale)`);
      }
      if (!mailer.enabled) return;
      const organisation = await readOrganisationName(tx);
      const url = `${mailer.publicUrl ?? ''}${content.link}`;
      const emails = {} as Record<Locale, { text: string; html: string }>;
      for (const locale of LOCALES) {
        const text = texts[locale];
        emails[locale] = composeEmail({
          heading: text.title,
          paragraphs: [text.body],
          action: { label: inLocale(NOTIFICATION_ACTION_LABEL, locale)[event], url },
          note: inLocale(mailMessages, locale).layout.notificationNote,
          organisation,
          locale,
        });
      }
      const subject = byLocale(texts, (text) => text.subject);
      const textBody = byLocale(emails, (email) => email.text);
      const htmlBody = byLocale(emails, (email) => email.html);
      await tx.execute(sql`
        insert into ${emailOutbox} (kind, to_address, subject, text_body, html_body)
        select ${`notification:${event}`}, r.email, ${subject}, ${textBody}, ${htmlBody}
          from (${rows}) as r(kind, id, email, locale)
         where not exists (
           select 1 from ${notificationPreferences} p
            where p.recipient_kind = r.kind and p.recipient_id = r.id and p.event = ${event} and not p.email)`);
    },
  };
}
