import { catalogue } from '../i18n/catalogue';

/**
 * The language switch (apps/web/src/components/language-switch.tsx). Its name is in both languages
 * in either language, so someone who cannot read the current one still finds it.
 */
export const languageSwitchText = catalogue('ui.language', {
  label: 'Language / भाषा',
  saveFailed: 'Your language could not be saved to your account. Please try again.',
});
