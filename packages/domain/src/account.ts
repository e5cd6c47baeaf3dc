import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './auth';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { isCleanLine, isStorableText } from './text';

/** Longest username; the profile card and tables show it whole. */
export const USERNAME_MAX = 100;

export const usernameSchema = z
  .string({ error: messages.account.usernameRequired })
  .trim()
  .min(1, messages.account.usernameRequired)
  .max(USERNAME_MAX, messages.account.usernameTooLong(USERNAME_MAX))
  .refine(isCleanLine, messages.text.invalidCharacters(FIELD_LABELS.username));

/** A required, trimmed, well-formed email; the server lower-cases it (normaliseEmail) before storing. */
export const emailSchema = z
  .string({ error: messages.login.emailRequired })
  .trim()
  .min(1, messages.login.emailRequired)
  .pipe(z.email({ error: messages.login.emailInvalid }));

/** Body of PUT /api/admin/profile (admins and sub-admins edit their own username and email). */
export const profileBodySchema = z.object(
  { username: usernameSchema, email: emailSchema },
  { error: messages.account.usernameRequired },
);
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** A new password (never trimmed: spaces are legitimate password characters). */
export const newPasswordSchema = z
  .string({ error: messages.password.newRequired })
  .min(1, messages.password.newRequired)
  .min(MIN_PASSWORD_LENGTH, messages.password.newTooShort(MIN_PASSWORD_LENGTH))
  .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.newPassword));

/** Its confirmation: optional (the spec's calls omit it), but it must match when sent. */
export const confirmPasswordSchema = z
  .string({ error: messages.password.confirmRequired })
  .min(1, messages.password.confirmRequired)
  .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.confirmPassword))
  .optional();

/** The rule both password forms share: a confirmation, when sent, equals the new password. */
export const confirmationMatches = (body: { newPassword: string; confirmPassword?: string | undefined }) =>
  body.confirmPassword === undefined || body.confirmPassword === body.newPassword;
export const confirmationMismatch = { message: messages.password.mismatch, path: ['confirmPassword'] };

/**
 * Body of PUT /api/admin/change-password. The spec's call sends only oldPassword and newPassword,
 * so confirmPassword is optional here, but when present it must match (spec section 5).
 * Passwords are never trimmed: spaces are legitimate password characters.
 */
export const changePasswordBodySchema = z
  .object(
    {
      oldPassword: z
        .string({ error: messages.password.oldRequired })
        .min(1, messages.password.oldRequired)
        .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.oldPassword)),
      newPassword: newPasswordSchema,
      confirmPassword: confirmPasswordSchema,
    },
    { error: messages.password.oldRequired },
  )
  .refine(confirmationMatches, confirmationMismatch)
  .refine((body) => body.newPassword !== body.oldPassword, {
    message: messages.password.sameAsOld,
    path: ['newPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
