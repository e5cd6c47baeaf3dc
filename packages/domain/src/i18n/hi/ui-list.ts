import type { listText } from '../../ui/list';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/list.ts`: search, paging, sorting, loading, empty and export of the lists (decision 061). */
export const hiUiList = {
  'ui.list.search': 'खोजें',
  'ui.list.rowsPerPage': 'प्रति पृष्ठ पंक्तियाँ',
  'ui.list.pages': 'पृष्ठ',
  'ui.list.showing': 'कुल {2, number} में से {0, number}–{1, number}',
  'ui.list.loading': 'लोड हो रहा है',
  'ui.list.tryAgain': 'पुनः प्रयास करें',
  'ui.list.noMatch': '"{0}" से कुछ भी मेल नहीं खाता',
  'ui.list.checkSpelling': 'वर्तनी जाँचें या खोज साफ़ करें।',
  'ui.list.sortBy': 'क्रम चुनें',
  'ui.list.sortByColumn': '{0} के अनुसार क्रम',
  'ui.list.export': 'निर्यात',
  'ui.list.exportAs': 'सभी फ़िल्टर की गई पंक्तियाँ इस रूप में निर्यात करें',
  'ui.list.scrollsSideways': '{0}, बगल में स्क्रॉल होती है',
} satisfies TranslationsOf<typeof listText, 'ui.list'>;
