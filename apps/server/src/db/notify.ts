import { NOTIFICATION_ACTION_LABEL, notificationEmailNote } from '@tenderdesk/domain/notification-messages';
import {
  NOTIFICATION_RECIPIENT_KIND,
  type NotificationEvent,
  type RecipientKind,
} from '@tenderdesk/domain/notifications';
import type { PermissionKey } from '@tenderdesk/domain/permissions';
import { type SQL, sql } from 'drizzle-orm';
import { composeEmail } from '../mail/compose';
import type { Mailer } from '../mail/mailer';
import type { DbOrTx } from './client';
import { emailOutbox } from './schema/mail';
import { notificationPreferences, notifications } from './schema/notifications';

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

/** A notification's content: `link` is an app path (`/rfq/<id>`), also the email's button. */
export type NotificationContent = { title: string; body: string; link: string; emailSubject?: string };

function kindOf(recipients: Recipients): RecipientKind {
  return 'adminsWith' in recipients ? 'admin' : 'supplier';
}

/** The recipients as rows `(kind, id, email)`. */
function recipientRows(recipients: Recipients): SQL {
  if ('suppliers' in recipients) {
    const ids = recipients.suppliers.map((id) => sql`${id}::uuid`);
    if (ids.length === 0) return sql`select 'supplier', s.id, s.email_address from suppliers s where false`;
    return sql`select 'supplier', s.id, s.email_address from suppliers s where s.id in (${sql.join(ids, sql`, `)})`;
  }
  if ('adminsWith' in recipients) {
    return sql`select 'admin', a.id, a.email from admins a
      where a.role = 'admin' or (a.role = 'subadmin' and (a.permissions ->> ${recipients.adminsWith}) = 'true')`;
  }
  if ('activeSuppliersOfCategory' in recipients) {
    return sql`select 'supplier', s.id, s.email_address from suppliers s
      where s.category_id = ${recipients.activeSuppliersOfCategory} and s.status = 'Active'`;
  }
  if ('interestedIn' in recipients) {
    return sql`select 'supplier', s.id, s.email_address from interests i join suppliers s on s.id = i.supplier_id
      where i.tender_id = ${recipients.interestedIn} and i.status in ('Pending', 'Approved') and s.status = 'Active'`;
  }
  if ('approvedWithoutQuotation' in recipients) {
    return sql`select 'supplier', s.id, s.email_address from interests i join suppliers s on s.id = i.supplier_id
      where i.tender_id = ${recipients.approvedWithoutQuotation} and i.status = 'Approved' and s.status = 'Active'
        and not exists (select 1 from quotations q where q.tender_id = i.tender_id and q.supplier_id = i.supplier_id)`;
  }
  return sql`select 'supplier', s.id, s.email_address from quotations q join suppliers s on s.id = q.supplier_id
    where q.tender_id = ${recipients.quotedFor} and q.supplier_id <> ${recipients.except}`;
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
 * email outbox that the mail worker delivers. Without SMTP: in-app only.
 */
export function createNotifier(mailer: Pick<Mailer, 'enabled' | 'publicUrl'>): Notifier {
  return {
    notify: async (tx, event, recipients, content) => {
      const kind = kindOf(recipients);
      if (NOTIFICATION_RECIPIENT_KIND[event] !== kind) {
        throw new Error(`${event} is not sent to ${kind} accounts`);
      }
      const rows = recipientRows(recipients);
      await tx.execute(sql`
        insert into ${notifications} (recipient_kind, recipient_id, event, title, body, link)
        select r.kind, r.id, ${event}, ${content.title}, ${content.body}, ${content.link}
          from (${rows}) as r(kind, id, email)`);
      if (!mailer.enabled) return;
      const email = composeEmail({
        heading: content.title,
        paragraphs: [content.body],
        action: { label: NOTIFICATION_ACTION_LABEL[event], url: `${mailer.publicUrl ?? ''}${content.link}` },
        note: notificationEmailNote,
      });
      await tx.execute(sql`
        insert into ${emailOutbox} (kind, to_address, subject, text_body, html_body)
        select ${`notification:${event}`}, r.email, ${content.emailSubject ?? content.title}, ${email.text}, ${email.html}
          from (${rows}) as r(kind, id, email)
         where not exists (
           select 1 from ${notificationPreferences} p
            where p.recipient_kind = r.kind and p.recipient_id = r.id and p.event = ${event} and not p.email)`);
    },
  };
}
