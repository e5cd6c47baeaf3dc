import type { reportMessages } from '../../report-messages';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `report-messages.ts` (decision 061): the tender and supplier reports. */
export const hiReport = {
  'report.tenderReport': 'निविदा रिपोर्ट',
  'report.supplierReport': 'आपूर्तिकर्ता रिपोर्ट',
  'report.noTenders': 'आपके मानदंडों से मेल खाती कोई निविदा नहीं मिली।',
  'report.noSuppliers': 'आपकी खोज से मेल खाता कोई आपूर्तिकर्ता नहीं मिला।',
  'report.tendersFailed': 'निविदा रिपोर्ट लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'report.suppliersFailed': 'आपूर्तिकर्ता रिपोर्ट लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'report.downloadFailed': 'डाउनलोड विफल रहा। कृपया पुनः प्रयास करें।',
  'report.dateInvalid': '{0} yyyy-mm-dd के रूप में लिखी गई तिथि होनी चाहिए।',
  'report.dateOrder': '"से" तिथि "तक" तिथि के बराबर या उससे पहले की होनी चाहिए।',
  'report.notAvailable': 'लागू नहीं',
} satisfies TranslationsOf<typeof reportMessages, 'report'>;
