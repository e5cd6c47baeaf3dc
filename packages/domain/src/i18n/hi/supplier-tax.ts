import type { GST_REGISTRATION_LABELS, SUPPLIER_TAX_LABELS, supplierTaxText } from '../../supplier-tax-text';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `supplier-tax-text.ts` (decision 061). */
export const hiSupplierTax = {
  'supplierTaxLabel.gstRegistration': 'GST पंजीकरण',
  'supplierTaxLabel.gstin': 'GSTIN',
  'supplierTaxLabel.pan': 'PAN',
  'supplierTaxLabel.udyamNumber': 'उद्यम पंजीकरण संख्या',
  'supplierTaxLabel.bankAccountNumber': 'बैंक खाता संख्या',
  'supplierTaxLabel.bankIfsc': 'IFSC कोड',

  'gstRegistrationLabel.Registered': 'पंजीकृत',
  'gstRegistrationLabel.Composition': 'कंपोज़िशन डीलर',
  'gstRegistrationLabel.Unregistered': 'अपंजीकृत',

  'supplierTax.registrationRequired': 'चुनें कि आप GST के अंतर्गत किस रूप में पंजीकृत हैं: पंजीकृत, कंपोज़िशन डीलर या अपंजीकृत।',
  'supplierTax.gstinRequired': 'अपना GSTIN दर्ज करें (कंपोज़िशन डीलर भी पंजीकृत होते हैं और उनके पास भी GSTIN होता है)।',
  'supplierTax.gstinNotForUnregistered':
    'अपंजीकृत आपूर्तिकर्ता के पास GSTIN नहीं होता: इसे खाली छोड़ें, या पंजीकृत अथवा कंपोज़िशन डीलर चुनें।',
  'supplierTax.panRequired': 'अपना PAN दर्ज करें।',
  // A function: the English says "no state" when the address has none (an empty argument).
  'supplierTax.stateMismatch': (gstinState: string, state: string) =>
    `GSTIN ${gstinState} में पंजीकृत है, लेकिन ${state ? `आपका पता ${state} में है` : 'आपके पते में कोई राज्य नहीं है'}: GSTIN या राज्य की जाँच करें।`,
  'supplierTax.ifscRequired': 'उस शाखा का IFSC कोड दर्ज करें जिसमें बैंक खाता है।',
  'supplierTax.bankAccountRequired': 'इस IFSC कोड वाली शाखा की बैंक खाता संख्या दर्ज करें।',
  'supplierTax.gstinTaken': 'इस GSTIN से कोई अन्य आपूर्तिकर्ता पहले से पंजीकृत है।',
  'supplierTax.saved': 'कर विवरण सहेजे गए।',
  'supplierTax.incomplete':
    'क्रेता को बताएँ कि आप GST के अंतर्गत किस रूप में पंजीकृत हैं, साथ में अपना GSTIN और PAN भी दें, ताकि उसके क्रय आदेशों में सही कर दिखाए जा सकें।',
  'supplierTax.notDeclared': 'अभी घोषित नहीं किया गया',
} satisfies TranslationsOf<typeof SUPPLIER_TAX_LABELS, 'supplierTaxLabel'> &
  TranslationsOf<typeof GST_REGISTRATION_LABELS, 'gstRegistrationLabel'> &
  TranslationsOf<typeof supplierTaxText, 'supplierTax'>;
