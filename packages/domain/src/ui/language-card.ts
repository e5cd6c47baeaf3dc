import { catalogue } from '../i18n/catalogue';

/**
 * The language card of both profile pages (apps/web/src/components/language-card.tsx). Apart from
 * the switch's own texts (`ui/language.ts`), which the login page loads.
 */
export const languageCardText = catalogue('ui.languageCard', {
  title: 'Language',
  hint: 'The portal is shown in this language on every device you sign in on.',
});
