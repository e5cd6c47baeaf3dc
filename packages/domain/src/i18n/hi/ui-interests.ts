import type { interestsText } from '../../ui/interests';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/interests.ts`: Interested Suppliers (decision 061). */
export const hiUiInterests = {
  'ui.interests.title': 'इच्छुक आपूर्तिकर्ता',
  'ui.interests.description':
    'वे आपूर्तिकर्ता जिन्होंने कोटेशन देने की इच्छा जताई है। केवल स्वीकृत आपूर्तिकर्ता ही कोटेशन भेज सकते हैं।',
  'ui.interests.sort.newest': 'नवीनतम रुचि पहले',
  'ui.interests.sort.oldest': 'सबसे पुरानी रुचि पहले',
  'ui.interests.status.Pending': 'लंबित',
  'ui.interests.status.Approved': 'स्वीकृत',
  'ui.interests.status.Rejected': 'अस्वीकृत',
  'ui.interests.approve': 'स्वीकृत करें',
  'ui.interests.reject': 'अस्वीकार करें',
  'ui.interests.columns.project': 'परियोजना का नाम',
  'ui.interests.columns.organisation': 'संगठन',
  'ui.interests.columns.supplier': 'आपूर्तिकर्ता',
  'ui.interests.columns.publishing': 'प्रकाशन तिथि',
  'ui.interests.columns.actions': 'कार्रवाई',
  'ui.interests.interestedOn': '{0} को रुचि',
  'ui.interests.listLabel': 'रुचि रखने वाले आपूर्तिकर्ता',
  'ui.interests.searchPlaceholder': 'परियोजना, संगठन या आपूर्तिकर्ता खोजें',
  'ui.interests.noMatch': 'रुचि रखने वाला कोई आपूर्तिकर्ता “{0}” से मेल नहीं खाता।',
  'ui.interests.approveTitle': 'रुचि स्वीकृत करें',
  'ui.interests.rejectTitle': 'रुचि अस्वीकार करें',
} satisfies TranslationsOf<typeof interestsText, 'ui.interests'>;
