import type { controlsText } from '../../ui/controls';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/controls.ts`: the theme's accessible names and the paging buttons (decision 061). */
export const hiUiControls = {
  'ui.controls.dismiss': 'बंद करें',
  'ui.controls.closeDialog': 'संवाद बॉक्स बंद करें',
  'ui.controls.close': 'बंद करें',
  'ui.controls.dismissNotification': 'सूचना बंद करें',
  'ui.controls.removeChosenFile': 'चुनी गई फ़ाइल हटाएँ',
  'ui.controls.passwordVisibility': 'पासवर्ड दिखाएँ या छिपाएँ',
  'ui.controls.firstPage': 'पहला पृष्ठ',
  'ui.controls.previousPage': 'पिछला पृष्ठ',
  'ui.controls.nextPage': 'अगला पृष्ठ',
  'ui.controls.lastPage': 'अंतिम पृष्ठ',
  'ui.controls.page': 'पृष्ठ {0}',
} satisfies TranslationsOf<typeof controlsText, 'ui.controls'>;
