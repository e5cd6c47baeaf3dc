import { catalogue } from '../i18n/catalogue';

/** The admin's and sub-admin's profile page (apps/web/src/features/account/profile-page.tsx). */
export const profileText = catalogue('ui.profile', {
  title: 'Profile',
  description: 'Your name and email as the rest of the team sees them.',
  loadFailed: 'Could not load your profile.',
  tryAgain: 'Try again',
  formLabel: 'Profile',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  roleHint: 'Only the admin can change what an account may open.',
  reset: 'Reset',
  save: 'Save changes',
});
