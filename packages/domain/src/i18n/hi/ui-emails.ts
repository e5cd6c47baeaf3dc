import type { emailsText } from '../../ui/emails';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/emails.ts`, the admin's Emails screen (decision 061). */
export const hiUiEmails = {
  'ui.emails.title': 'ईमेल',
  'ui.emails.description':
    'पोर्टल द्वारा भेजे गए ईमेल। विफल ईमेल को 5 बार भेजने का प्रयास किया गया; मेल सर्वर ठीक होने के बाद इसे पुनः भेजें।',
  'ui.emails.show': 'दिखाएँ',
  'ui.emails.filter.Failed': 'विफल ईमेल',
  'ui.emails.filter.Pending': 'भेजे जाने की प्रतीक्षा में',
  'ui.emails.filter.Sent': 'भेजे गए ईमेल',
  'ui.emails.filter.all': 'सभी ईमेल',
  'ui.emails.status.Pending': 'लंबित',
  'ui.emails.status.Sending': 'भेजा जा रहा है',
  'ui.emails.status.Sent': 'भेजा गया',
  'ui.emails.status.Failed': 'विफल',
  'ui.emails.retry': 'पुनः भेजें',
  'ui.emails.retryLabel': '{0} को ईमेल पुनः भेजें',
  'ui.emails.attempts': '{0, plural, one {# प्रयास} other {# प्रयास}}',
  'ui.emails.loadFailed': 'ईमेल लोड नहीं हो सके।',
  'ui.emails.emptyNotConfigured': 'कोई ईमेल नहीं: ईमेल कॉन्फ़िगर नहीं है',
  'ui.emails.emptyFailed': 'कोई विफल ईमेल नहीं',
  'ui.emails.empty': 'यहाँ कोई ईमेल नहीं',
  'ui.emails.emptyNotConfiguredHint': 'जब तक पोर्टल का कोई मेल सर्वर नहीं है, कुछ भी कतार में नहीं रखा जाता।',
  'ui.emails.emptyFailedHint': 'सभी ईमेल भेज दिए गए, या अभी भी भेजने का प्रयास हो रहा है।',
  'ui.emails.queued': 'कतार में: {0}',
  'ui.emails.label': 'ईमेल',
  'ui.emails.columns.to': 'प्राप्तकर्ता',
  'ui.emails.columns.subject': 'विषय',
  'ui.emails.columns.status': 'स्थिति',
  'ui.emails.columns.queued': 'कतार में',
  'ui.emails.columns.lastProblem': 'अंतिम समस्या',
  'ui.emails.columns.actions': 'कार्रवाइयाँ',
} satisfies TranslationsOf<typeof emailsText, 'ui.emails'>;
