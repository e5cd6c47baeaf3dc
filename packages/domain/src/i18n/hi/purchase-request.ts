import type { purchaseRequestText } from '../../purchase-request-messages';
import type { PurchaseRequestEventLabels } from '../../purchase-requests';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `purchase-request-messages.ts` (decision 061). */
export const hiPurchaseRequest = {
  'purchaseRequest.title': 'क्रय अनुरोध',
  'purchaseRequest.required': '{0} आवश्यक है',
  'purchaseRequest.tooLong': '{0} में अधिकतम {1, number} वर्ण हो सकते हैं',
  'purchaseRequest.neededByInvalid': 'आवश्यकता तिथि एक मान्य तिथि (YYYY-MM-DD) होनी चाहिए',
  'purchaseRequest.categoryNotFound': 'श्रेणी नहीं मिली',
  'purchaseRequest.notFound': 'क्रय अनुरोध नहीं मिला',
  'purchaseRequest.idInvalid': 'क्रय अनुरोध नहीं मिला',
  'purchaseRequest.created': 'क्रय अनुरोध ड्राफ़्ट के रूप में सहेजा गया',
  'purchaseRequest.updated': 'क्रय अनुरोध अपडेट किया गया',
  'purchaseRequest.deleted': 'क्रय अनुरोध हटाया गया',
  'purchaseRequest.submitted': 'क्रय अनुरोध स्वीकृति के लिए जमा किया गया',
  'purchaseRequest.approved': 'क्रय अनुरोध स्वीकृत किया गया',
  'purchaseRequest.rejected': 'क्रय अनुरोध अस्वीकृत किया गया',
  'purchaseRequest.reopened': 'क्रय अनुरोध ड्राफ़्ट के रूप में फिर से खोला गया',
  'purchaseRequest.notAuthor': 'इस क्रय अनुरोध में केवल वही व्यक्ति बदलाव कर सकता है जिसने इसे बनाया है।',
  'purchaseRequest.ownRequest':
    'यह क्रय अनुरोध आपने बनाया है, इसलिए इसे कोई अन्य व्यक्ति ही स्वीकृत या अस्वीकृत कर सकता है।',
  'purchaseRequest.ownRequestHint': 'यह अनुरोध आपने बनाया है, इसलिए इसे कोई अन्य क्रेता ही स्वीकृत कर सकता है।',
  'purchaseRequest.mayNotDecide':
    'क्रय अनुरोध केवल व्यवस्थापक या निविदाएँ प्रबंधित करने की अनुमति वाला व्यक्ति ही स्वीकृत या अस्वीकृत कर सकता है।',
  /**
   * The English puts a status ('Submitted') and a past participle ('edited') from
   * `PURCHASE_REQUEST_TRANSITIONS` into its sentence; the Hindi chooses each by its value (an unknown
   * one, or one that arrives already translated, is put in as it is).
   */
  'purchaseRequest.wrongStatus':
    '{1, select, Draft {ड्राफ़्ट} Submitted {जमा किए गए} Approved {स्वीकृत} Rejected {अस्वीकृत} Tendered {निविदा बन चुके} other {{1}}} क्रय अनुरोध को {0, select, edited {संपादित नहीं किया जा सकता} deleted {हटाया नहीं जा सकता} submitted {जमा नहीं किया जा सकता} approved {स्वीकृत नहीं किया जा सकता} rejected {अस्वीकृत नहीं किया जा सकता} reopened {फिर से खोला नहीं जा सकता} tendered {निविदा में नहीं बदला जा सकता} other {{0} नहीं किया जा सकता}}।',
  'purchaseRequest.notTenderable':
    'निविदा बनाने के लिए इस क्रय अनुरोध का स्वीकृत होना और उससे पहले कोई निविदा न बनी होना आवश्यक है।',
  'purchaseRequest.alreadyTendered': 'इस क्रय अनुरोध से पहले ही निविदा बनाई जा चुकी है।',
  'purchaseRequest.reasonLabel': 'कारण',
  'purchaseRequest.loadFailed': 'क्रय अनुरोध लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'purchaseRequest.listFailed': 'क्रय अनुरोधों की सूची लोड करने में विफल। कृपया पुनः प्रयास करें।',
  'purchaseRequest.saveFailed': 'क्रय अनुरोध सहेजने में विफल। कृपया पुनः प्रयास करें।',
  'purchaseRequest.actionFailed': 'कार्रवाई विफल रही। कृपया पुनः प्रयास करें।',
  'purchaseRequest.empty': 'अभी तक कोई क्रय अनुरोध नहीं है।',
  'purchaseRequest.emptySearch': 'आपकी खोज से मेल खाता कोई क्रय अनुरोध नहीं है।',
  'purchaseRequest.historyEmpty': 'अभी तक कोई इतिहास नहीं है।',
  'purchaseRequest.fromRequest': 'क्रय अनुरोध {0} से',
  'purchaseRequest.deleteConfirm': 'ड्राफ़्ट क्रय अनुरोध {0} हटाएँ? इसे पूर्ववत नहीं किया जा सकता।',
} satisfies TranslationsOf<typeof purchaseRequestText, 'purchaseRequest'>;

/** Hindi for `PURCHASE_REQUEST_EVENT_LABELS` (purchase-requests.ts): the request's history, by action. */
export const hiPurchaseRequestEvent = {
  'purchaseRequestEvent.purchase-request.create': 'ड्राफ़्ट के रूप में दर्ज किया गया',
  'purchaseRequestEvent.purchase-request.update': 'संपादित किया गया',
  'purchaseRequestEvent.purchase-request.submit': 'स्वीकृति के लिए जमा किया गया',
  'purchaseRequestEvent.purchase-request.approve': 'स्वीकृत किया गया',
  'purchaseRequestEvent.purchase-request.reject': 'अस्वीकृत किया गया',
  'purchaseRequestEvent.purchase-request.reopen': 'ड्राफ़्ट के रूप में फिर से खोला गया',
  'purchaseRequestEvent.purchase-request.tender': 'निविदा में बदला गया',
} satisfies TranslationsOf<PurchaseRequestEventLabels, 'purchaseRequestEvent'>;
