import { catalogue } from './i18n/catalogue';
import { NEW_REQUEST_INACTIVATION_REASON } from './supplier-status';

/**
 * The login's messages (`messages.login.*`), a module of their own so that the login page and the
 * API client, which are the web's entry chunk, do not carry the whole catalogue of `messages.ts`
 * (which nests this same source as `messages.login`). Spelled as spec section 8 has them.
 */

const SUPPLIER_DECLINED =
  'Your registration request was not approved, so this account cannot log in. Please contact the buying organisation to find out why or to have your request reviewed again.';

export const loginMessages = catalogue('messages.login', {
  failed: 'Login failed',
  networkError: 'Server error. Please try again.',
  success: 'Login successful',
  invalidCredentials: 'Invalid email or password.',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Please enter a valid email address',
  supplierPending:
    'Your registration is still pending approval. You can log in once an administrator activates your account.',
  /** A request declined on the new-requests page: its recorded reason is internal, never shown. */
  supplierDeclined: SUPPLIER_DECLINED,
  /**
   * An inactivated supplier is told the reason the administrator typed for them; the reason the
   * new-requests page records on its own is an internal note, so a declined request hears why
   * in plain words instead.
   */
  supplierInactive: (reason: string | null) =>
    reason === NEW_REQUEST_INACTIVATION_REASON
      ? SUPPLIER_DECLINED
      : `Your supplier account has been deactivated, so you cannot log in.${reason ? ` Reason given: “${reason}”.` : ''} Please contact the administrator to have it reactivated.`,
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyAccountAttempts:
    'Too many failed login attempts for this account. Please wait up to an hour and try again.',
  loggedOut: 'Logged out.',
});
