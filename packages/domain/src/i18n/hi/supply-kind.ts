import type { SUPPLY_KIND_LABELS } from '../../order-tax';
import type { TranslationsOf } from '../catalogue';

/** Hindi for `SUPPLY_KIND_LABELS` (order-tax.ts): how each supply kind reads (decision 061). */
export const hiSupplyKind = {
  'supplyKind.intra': 'राज्य के भीतर: CGST + SGST',
  'supplyKind.inter': 'अंतर-राज्यीय: IGST',
  'supplyKind.untaxed': 'GST नहीं: आपूर्तिकर्ता नियमित GST पंजीकृत नहीं है',
} satisfies TranslationsOf<typeof SUPPLY_KIND_LABELS, 'supplyKind'>;
