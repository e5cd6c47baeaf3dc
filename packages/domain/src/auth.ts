import { z } from 'zod';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isStorableText } from './text';

/** Login body (spec section 5: both required, email of email type). */
export const loginBodySchema = z.object({
  email: z
    .string({ error: messages.login.emailRequired })
    .trim()
    .min(1, messages.login.emailRequired)
    .pipe(z.email({ error: messages.login.emailInvalid })),
  password: z
    .string({ error: messages.login.passwordRequired })
    .min(1, messages.login.passwordRequired)
    .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.password)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const MIN_PASSWORD_LENGTH = 8;

/** Emails identify one account across admins and suppliers; they compare case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
