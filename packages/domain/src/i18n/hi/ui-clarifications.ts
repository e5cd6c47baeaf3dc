import type { clarificationsUiText } from '../../ui/clarifications';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/clarifications.ts`, a tender's questions and answers and its addenda (decision 061). */
export const hiUiClarifications = {
  'ui.clarifications.characters': '{0, number} / {1, number} वर्ण',
  'ui.clarifications.sendQuestion': 'प्रश्न भेजें',
  'ui.clarifications.answer': 'उत्तर',
  'ui.clarifications.answeredOn': '{0} को उत्तर दिया गया',
  'ui.clarifications.answeredOnBy': '{0} को {1} द्वारा उत्तर दिया गया',
} satisfies TranslationsOf<typeof clarificationsUiText, 'ui.clarifications'>;
