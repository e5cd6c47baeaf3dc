import { catalogue } from '../i18n/catalogue';

/** /changePassword (apps/web/src/features/account/change-password-page.tsx), every account's own. */
export const changePasswordText = catalogue('ui.changePassword', {
  title: 'Change Password',
  description: 'Other browsers signed in to your account are signed out once the password changes.',
  formLabel: 'Change password',
  submit: 'Change Password',
  oldPassword: 'Old password',
  newPassword: 'New password',
  newPasswordHint: (min: number) => `At least ${min} characters.`,
  confirmPassword: 'Confirm new password',
});
