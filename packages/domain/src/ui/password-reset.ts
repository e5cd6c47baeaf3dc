import { catalogue } from '../i18n/catalogue';

/**
 * The public password reset pages' own texts (apps/web/src/features/auth: forgot-password-page,
 * reset-password-page and their frame auth-card), English as the pages had them. What the server
 * answers is `mailMessages.passwordReset`; the form's checks are `messages`.
 */
export const passwordResetText = catalogue('ui.passwordReset', {
  backToSignIn: 'Back to sign in',
  /** /forgot-password. */
  forgotTitle: 'Forgot your password?',
  forgotIntro:
    'Enter the email you sign in with. If it belongs to an account, we will email a link to choose a new password.',
  requestFormLabel: 'Request a password reset link',
  sendLink: 'Send reset link',
  checkEmail: 'Check your email',
  contactAdministrator: 'Contact your administrator',
  askedFor: (email: string) => `You asked for a reset link for ${email}.`,
  useAnotherEmail: 'Use another email',
  /** /reset-password. */
  linkUnusable: 'This link cannot be used',
  linkRule: 'Reset links work once, for 30 minutes.',
  requestNewLink: 'Request a new link',
  showOrHide: 'Show or hide the password',
  changedTitle: 'Password changed',
  changedIntro: 'You can now sign in with your new password.',
  signIn: 'Sign in',
  chooseTitle: 'Choose a new password',
  chooseIntro:
    'At least 8 characters. Once it is changed, you are signed out everywhere and sign in again with the new password.',
  checkingLink: 'Checking your link…',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setPassword: 'Set new password',
  linkNotWorking: 'Link not working?',
  requestNewOne: 'Request a new one',
});
