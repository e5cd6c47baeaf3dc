import type { frameText } from '../../ui/frame';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/frame.ts`: loading, error, not-found, no-access and placeholder pages (decision 061). */
export const hiUiFrame = {
  'ui.frame.loading': 'लोड हो रहा है…',
  'ui.frame.routeError.tabTitle': 'कुछ गलत हो गया',
  'ui.frame.routeError.title': 'इस पृष्ठ पर कुछ गलत हो गया',
  'ui.frame.routeError.text':
    'आपने जो कुछ सहेजा है, वह सुरक्षित है। पुनः प्रयास करने के लिए पृष्ठ फिर से लोड करें; यदि ऐसा बार-बार हो, तो अपने व्यवस्थापक को बताएँ कि आप क्या कर रहे थे।',
  'ui.frame.routeError.reload': 'पृष्ठ फिर से लोड करें',
  'ui.frame.notFound.title': 'पृष्ठ नहीं मिला',
  'ui.frame.notFound.text': 'आपने जो पता खोला है, वह TenderDesk की किसी स्क्रीन से मेल नहीं खाता।',
  'ui.frame.notFound.toLogin': 'लॉग इन पर जाएँ',
  'ui.frame.notFound.toHome': 'मेरे होम पेज पर जाएँ',
  'ui.frame.noAccess.tabTitle': 'पहुँच नहीं',
  'ui.frame.noAccess.title': 'आपको इस पृष्ठ तक पहुँच नहीं है',
  'ui.frame.noAccess.text':
    'आपके खाते को इस अनुभाग की अनुमति नहीं दी गई है। व्यवस्थापक से भूमिका पृष्ठ पर यह अनुमति देने का अनुरोध करें।',
  'ui.frame.noAccess.toDashboard': 'डैशबोर्ड पर वापस जाएँ',
  'ui.frame.placeholder.title': 'यह स्क्रीन जल्द आ रही है',
  'ui.frame.placeholder.text': '{0} TenderDesk के आगामी संस्करण में उपलब्ध होगी।',
} satisfies TranslationsOf<typeof frameText, 'ui.frame'>;
