import type { changePasswordText } from '../../ui/change-password';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/change-password.ts` (decision 061). */
export const hiUiChangePassword = {
  'ui.changePassword.title': 'पासवर्ड बदलें',
  'ui.changePassword.description': 'पासवर्ड बदलते ही आपके खाते में साइन इन किए गए अन्य ब्राउज़र साइन आउट हो जाएँगे।',
  'ui.changePassword.formLabel': 'पासवर्ड बदलें',
  'ui.changePassword.submit': 'पासवर्ड बदलें',
  'ui.changePassword.oldPassword': 'पुराना पासवर्ड',
  'ui.changePassword.newPassword': 'नया पासवर्ड',
  'ui.changePassword.newPasswordHint': 'कम से कम {0, number} वर्ण।',
  'ui.changePassword.confirmPassword': 'नए पासवर्ड की पुष्टि करें',
} satisfies TranslationsOf<typeof changePasswordText, 'ui.changePassword'>;
