import type { commonText } from '../../ui/common';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `ui/common.ts`: shared buttons and words, roles and supplier statuses (decision 061). */
export const hiUiCommon = {
  'ui.common.edit': 'संपादित करें',
  'ui.common.delete': 'हटाएँ',
  'ui.common.save': 'सहेजें',
  'ui.common.cancel': 'रद्द करें',
  'ui.common.leave': 'छोड़ें',
  'ui.common.stay': 'रुकें',
  'ui.common.optional': 'वैकल्पिक',
  'ui.common.chooseOne': 'एक चुनें',
  'ui.common.viewDocument': 'दस्तावेज़ देखें',
  'ui.common.opening': 'खुल रहा है…',
  'ui.common.role.admin': 'व्यवस्थापक',
  'ui.common.role.subadmin': 'उप-व्यवस्थापक',
  'ui.common.role.supplier': 'आपूर्तिकर्ता',
  'ui.common.supplierStatus.Pending': 'लंबित',
  'ui.common.supplierStatus.Active': 'सक्रिय',
  'ui.common.supplierStatus.Inactive': 'निष्क्रिय',
} satisfies TranslationsOf<typeof commonText, 'ui.common'>;
