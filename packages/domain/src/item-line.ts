/*
 * One item row for every document that lists items (as ERPNext keeps one item-row shape for the
 * request for quotation, the quotation and the order): the tender's item fields, then, once priced,
 * the unit price, the GST rate and two amounts. Every line type of the domain is derived from
 * these (tender items, quotation lines, the comparison's cells and added lines, awarded lines, the
 * selected quotation's lines, purchase-order lines), so a field is named the same everywhere.
 *
 * Amounts are exact 2-decimal numbers as the API answers them:
 * - `lineTotal`: qty x unitPrice, before GST, rounded half up to the paisa;
 * - `gstAmount`: GST on the line total (lineTotal x gstRate / 100), rounded half up to the paisa.
 * The quotation's JSON keeps the spec's own names for the line total (`totalPrice` and `total`):
 * see `QuotationLineView` in quotations.ts.
 */

/** The texts that name an item: a tender item, a request's item, a quoted or an ordered line. */
export type ItemText = {
  itemCode: string;
  itemName: string;
  partNo: string;
  manufacturer: string;
  uom: string;
  /**
   * The HSN (goods) or SAC (services) code the tender gave the item (issue 20): digits only, null
   * when it gave none. Absent on lines that never carry one (a purchase request's item, a line as
   * a supplier sends it); lines the server answers from a tender item carry it.
   */
  hsnSac?: string | null;
};

/** The item fields, the quantity as an exact 2-decimal number (spec: qty is a number). */
export type ItemFields = ItemText & { qty: number };

/** What prices an item: the unit price (exact 2-decimal number) and the GST rate in percent. */
export type ItemPrice = { unitPrice: number; gstRate: number };

/** The two amounts of a priced line (see above). */
export type LineAmounts = { lineTotal: number; gstAmount: number };

/** A priced item row: the item fields, its price and its amounts. */
export type ItemLine = ItemFields & ItemPrice & LineAmounts;
