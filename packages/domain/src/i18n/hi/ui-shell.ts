import type { shellText } from '../../ui/shell';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/shell.ts`: the signed-in shells' header, sidebar and account menu (decision 061). */
export const hiUiShell = {
  'ui.shell.skipToMain': 'मुख्य सामग्री पर जाएँ',
  'ui.shell.toggleNavigation': 'नेविगेशन खोलें या बंद करें',
  'ui.shell.adminNavigation': 'व्यवस्थापक मेनू',
  'ui.shell.supplierNavigation': 'आपूर्तिकर्ता मेनू',
  'ui.shell.search': 'खोजें',
  'ui.shell.searchScreens': 'स्क्रीन का नाम खोजें…',
  'ui.shell.accountMenu': 'खाता मेनू',
  'ui.shell.accountMenuOf': '{0}, खाता मेनू',
  'ui.shell.yourAccount': 'आपका खाता',
  'ui.shell.logout': 'लॉग आउट',
} satisfies TranslationsOf<typeof shellText, 'ui.shell'>;
