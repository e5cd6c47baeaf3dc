import { z } from 'zod';
import {
  confirmationMatches,
  confirmationMismatch,
  confirmPasswordSchema,
  emailSchema,
  newPasswordSchema,
} from './account';
import { mailMessages } from './mail-messages';
import { messages } from './messages';
import { SCREENS } from './screens';

/** The portal's name, as emails and the browser's titles spell it. */
export const PORTAL_NAME = 'TenderDesk';

/** How long a reset link works (issue 13: 30 minutes). */
export const RESET_LINK_MINUTES = 30;

/** How long the set-password link of an imported supplier works (issue 23): a week, in minutes. */
export const SET_PASSWORD_LINK_MINUTES = 7 * 24 * 60;

/** The web page a reset link opens; its token is the `token` query parameter. */
export const RESET_PASSWORD_PATH = SCREENS.resetPassword.path;

/** Longest token we look at: ours are 43 characters (32 random bytes, base64url). */
const TOKEN_MAX = 200;

/** Body of POST /api/auth/forgot-password. */
export const forgotPasswordBodySchema = z.object(
  { email: emailSchema },
  { error: messages.login.emailRequired },
);
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const tokenSchema = z
  .string({ error: mailMessages.passwordReset.tokenRequired })
  .trim()
  .min(1, mailMessages.passwordReset.tokenRequired)
  .max(TOKEN_MAX, mailMessages.passwordReset.invalidLink)
  .regex(/^[A-Za-z0-9_-]+$/, mailMessages.passwordReset.invalidLink);

/** Body of POST /api/auth/reset-password/check: is this link still good? */
export const resetTokenBodySchema = z.object(
  { token: tokenSchema },
  { error: mailMessages.passwordReset.tokenRequired },
);
export type ResetTokenBody = z.infer<typeof resetTokenBodySchema>;

/** Body of POST /api/auth/reset-password. confirmPassword is optional, but must match when sent. */
export const resetPasswordBodySchema = z
  .object(
    {
      token: tokenSchema,
      newPassword: newPasswordSchema,
      confirmPassword: confirmPasswordSchema,
    },
    { error: mailMessages.passwordReset.tokenRequired },
  )
  .refine(confirmationMatches, confirmationMismatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
