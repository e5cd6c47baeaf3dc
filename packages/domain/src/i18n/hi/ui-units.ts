import type { unitsText } from '../../ui/units';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/units.ts`, the units of measure screen ("माप इकाई", not the buying units). */
export const hiUiUnits = {
  'ui.units.title': 'माप इकाइयाँ',
  'ui.units.description':
    'वे इकाइयाँ जिनमें निविदा की मदों की मात्रा दी जाती है: GST के यूनिट क्वांटिटी कोड, और आपके द्वारा जोड़ी गई इकाइयाँ।',
  'ui.units.search': 'माप इकाइयाँ खोजें',
  'ui.units.inTotal': 'कुल {0, number}',
  'ui.units.loadFailed': 'माप इकाइयाँ लोड नहीं हो सकीं।',
  'ui.units.empty': 'कोई माप इकाई नहीं',
  'ui.units.label': 'माप इकाइयाँ',
  'ui.units.code': 'कोड',
  'ui.units.name': 'नाम',
  'ui.units.actions': 'कार्रवाइयाँ',
  'ui.units.gstCode': 'GST कोड',
  'ui.units.added': 'जोड़ी गई',
  'ui.units.deleteLabel': '{0} हटाएँ',
  'ui.units.deleteTitle': 'माप इकाई हटाएँ',
  'ui.units.deleteConfirm':
    'माप इकाई "{0}" हटाएँ? जिन निविदा मदों में इसका उपयोग हुआ है, उनमें यह पाठ के रूप में बनी रहेगी।',
  'ui.units.delete': 'हटाएँ',
  'ui.units.formLabel': 'माप इकाई जोड़ें',
  'ui.units.add': 'माप इकाई जोड़ें',
} satisfies TranslationsOf<typeof unitsText, 'ui.units'>;
