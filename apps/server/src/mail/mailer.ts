import type { DbOrTx } from '../db/client';
import { enqueueEmail, type OutgoingEmail } from '../db/outbox';

/**
 * What features see of email (decision 027): whether emails go out at all, the portal's public
 * address for links, and `enqueue`, which writes to the outbox in the caller's transaction. Without
 * SMTP, `enqueue` writes nothing and answers false, so nothing piles up that no worker would send;
 * the feature decides what to do instead (the reset link goes to the log).
 */
export type Mailer = {
  enabled: boolean;
  /** PUBLIC_URL without a trailing slash, or undefined (then links use the request's origin). */
  publicUrl: string | undefined;
  enqueue: (tx: DbOrTx, email: OutgoingEmail) => Promise<boolean>;
};

export function createMailer(config: { enabled: boolean; publicUrl?: string | undefined }): Mailer {
  return {
    enabled: config.enabled,
    publicUrl: config.publicUrl?.replace(/\/+$/, ''),
    enqueue: async (tx, email) => {
      if (!config.enabled) return false;
      await enqueueEmail(tx, email);
      return true;
    },
  };
}
