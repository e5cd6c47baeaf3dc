import type { notificationsUiText } from '../../ui/notifications';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/notifications.ts`: the bell, /notifications and the email choices (decision 061). */
export const hiUiNotifications = {
  'ui.notifications.bell.noneUnread': 'सूचनाएँ, कोई नई सूचना नहीं',
  'ui.notifications.bell.unread': 'सूचनाएँ, {0, number} अपठित',
  'ui.notifications.bell.loadingPanel': 'सूचनाएँ लोड हो रही हैं',
  'ui.notifications.bell.empty': 'अभी कोई सूचना नहीं है। नई निविदाएँ, निर्णय और अवार्ड यहाँ दिखाई देंगे।',
  'ui.notifications.bell.seeAll': 'सभी सूचनाएँ देखें',
  'ui.notifications.heading': 'सूचनाएँ',
  'ui.notifications.description':
    'पोर्टल पर आपसे संबंधित गतिविधियाँ, नवीनतम पहले। किसी सूचना को खोलकर उसकी स्क्रीन पर जाएँ।',
  'ui.notifications.markAllRead': 'सभी पठित चिह्नित करें',
  'ui.notifications.markedRead':
    '{0, plural, one {# सूचना पठित चिह्नित की गई।} other {# सूचनाएँ पठित चिह्नित की गईं।}}',
  'ui.notifications.show': 'दिखाएँ',
  'ui.notifications.all': 'सभी',
  'ui.notifications.unread': 'अपठित',
  'ui.notifications.unreadCount': 'अपठित ({0, number})',
  'ui.notifications.count': '{0, plural, one {# सूचना} other {# सूचनाएँ}}',
  'ui.notifications.loadFailed': 'सूचनाएँ लोड करने में विफल।',
  'ui.notifications.nothingUnread': 'कुछ भी अपठित नहीं',
  'ui.notifications.allRead': 'आपने सभी सूचनाएँ पढ़ ली हैं।',
  'ui.notifications.noneYet': 'अभी कोई सूचना नहीं',
  'ui.notifications.noneYetHint': 'आपसे संबंधित नई निविदाएँ, निर्णय, कोटेशन और अवार्ड यहाँ दिखाई देंगे।',
  'ui.notifications.item.unreadPrefix': 'अपठित: ',
  'ui.notifications.item.markRead': 'पठित चिह्नित करें',
  'ui.notifications.item.markReadOf': 'पठित चिह्नित करें: {0}',
  'ui.notifications.settings.title': 'ईमेल सूचनाएँ',
  'ui.notifications.settings.description': 'चुनें कि कौन-सी सूचनाएँ आपको ईमेल से भी मिलें।',
  'ui.notifications.settings.saved': 'आपके ईमेल विकल्प सहेजे गए।',
  'ui.notifications.settings.saveFailed': '{0} आपके विकल्प यहीं हैं: पुनः सहेजने का प्रयास करें।',
  'ui.notifications.settings.formLabel': 'ईमेल सूचनाएँ',
  'ui.notifications.settings.submit': 'विकल्प सहेजें',
  'ui.notifications.settings.alwaysKept':
    'हर सूचना ऐप में, घंटी के नीचे, हमेशा रखी जाती है। ये स्विच केवल यह तय करते हैं कि उनमें से कौन-सी आपके ईमेल पते पर भी भेजी जाएँ।',
  'ui.notifications.settings.loadFailed': 'आपके ईमेल विकल्प लोड करने में विफल।',
  'ui.notifications.settings.sendByEmail': 'ईमेल से भेजें',
} satisfies TranslationsOf<typeof notificationsUiText, 'ui.notifications'>;
