import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from './gst';
import { hsnSacProblem } from './hsn-sac';
import { importMessages } from './import-messages';
import { checkItemRow, type ItemImportField, unitLookup } from './item-import';
import { messages } from './messages';
import { issueProblems } from './sheet-import';
import { checkSupplierRow, markFileDuplicates, type SupplierImportField } from './supplier-import';
import { supplierTaxText } from './supplier-tax';

/* Issue 23: the import rows' checks, zod's issues answered with the sheet's row and column. */

const units = unitLookup([
  { code: 'NOS', name: 'Numbers' },
  { code: 'MTR', name: 'Metres' },
]);
const item = (overrides: Partial<Record<ItemImportField, string>> = {}) => ({
  itemCode: '0012',
  itemName: 'Cable',
  partNo: 'C-1',
  manufacturer: 'Polycab',
  hsnSac: '8544',
  uom: 'mtr',
  qty: '12.5',
  ...overrides,
});

describe('issueProblems', () => {
  it('names each field by its column, the first issue of a column only, unknown fields under the fallback', () => {
    const issues = [
      { path: ['qty'], message: 'a' },
      { path: ['qty'], message: 'b' },
      { path: [], message: 'c' },
    ];
    const columnOf = (field: string) => (field === 'qty' ? 'Qty' : undefined);
    expect(issueProblems(7, issues, columnOf, 'Item Code')).toEqual([
      { row: 7, column: 'Qty', message: 'a' },
      { row: 7, column: 'Item Code', message: 'c' },
    ]);
  });
});

describe('checkItemRow', () => {
  it('answers a typed item’s values: the quantity with 2 decimals, the unit as its code, codes kept', () => {
    expect(checkItemRow(2, item(), units)).toEqual({
      row: 2,
      values: {
        itemCode: '0012',
        itemName: 'Cable',
        partNo: 'C-1',
        manufacturer: 'Polycab',
        hsnSac: '8544',
        uom: 'MTR',
        qty: '12.50',
      },
      problems: [],
    });
    expect(checkItemRow(2, item({ uom: 'numbers', hsnSac: '' }), units).values).toMatchObject({
      uom: 'NOS',
      hsnSac: null,
    });
  });

  it('maps each schema issue to its column, in the columns’ order, with the unit rule beside them', () => {
    const result = checkItemRow(9, item({ qty: '0.5', hsnSac: '12', uom: 'bags', itemName: '' }), units);
    expect(result.values).toBeNull();
    expect(result.problems).toEqual([
      { row: 9, column: 'Item Name', message: messages.tender.itemRequired('Item Name') },
      { row: 9, column: 'HSN/SAC', message: hsnSacProblem('12') },
      { row: 9, column: 'UOM', message: importMessages.items.unknownUnit('bags') },
      { row: 9, column: 'Qty', message: messages.tender.qtyInvalid },
    ]);
    expect(checkItemRow(3, item({ uom: '' }), units).problems).toEqual([
      { row: 3, column: 'UOM', message: messages.tender.itemRequired('UOM') },
    ]);
  });
});

const gstin = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const supplier = (overrides: Partial<Record<SupplierImportField, string>> = {}) => ({
  companyName: 'Sharma Electricals',
  address: '12 MIDC Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411019',
  country: 'India',
  telephone: '020 2712 3456',
  fax: '',
  emailAddress: 'Ravi@Sharma.example',
  firstName: 'Ravi',
  lastName: 'Sharma',
  designation: 'Director',
  contactEmailAddress: 'ravi@sharma.example',
  mobile: '+91 98220 12345',
  category: 'Electrical',
  subCategory: 'Cables',
  gstRegistration: '',
  gstin,
  pan: 'aapfu0939f',
  udyamNumber: '',
  ...overrides,
});

describe('checkSupplierRow', () => {
  it('takes a row as registration would: email lower-cased, identities upper-case, Registered inferred from a GSTIN', () => {
    const result = checkSupplierRow(2, supplier());
    expect(result.problems).toEqual([]);
    expect(result.values).toMatchObject({
      emailAddress: 'ravi@sharma.example',
      gstRegistration: 'Registered',
      gstin,
      pan: 'AAPFU0939F',
    });
  });

  it('answers registration’s messages under the template’s headers', () => {
    const result = checkSupplierRow(
      4,
      supplier({ emailAddress: 'nope', mobile: '12', gstRegistration: 'Maybe', companyName: '' }),
    );
    expect(result.problems).toEqual([
      { row: 4, column: 'Company Name', message: messages.registration.required('Company Name') },
      { row: 4, column: 'Login Email', message: messages.registration.emailInvalid },
      { row: 4, column: 'Mobile', message: messages.registration.phoneTooFewDigits('Mobile', 5) },
      { row: 4, column: 'GST registration', message: importMessages.suppliers.registrationInvalid },
    ]);
    expect(checkSupplierRow(5, supplier({ state: 'Goa' })).problems).toEqual([
      { row: 5, column: 'GSTIN', message: supplierTaxText.stateMismatch('Maharashtra', 'Goa') },
    ]);
  });

  it('marks a later row repeating an email or GSTIN of the file, naming the first row', () => {
    const rows = [
      checkSupplierRow(2, supplier()),
      checkSupplierRow(3, supplier({ emailAddress: 'RAVI@sharma.example' })),
    ];
    markFileDuplicates(rows);
    expect(rows[0]?.values).not.toBeNull();
    expect(rows[1]?.values).toBeNull();
    expect(rows[1]?.problems).toEqual([
      { row: 3, column: 'Login Email', message: importMessages.suppliers.emailTwice(2) },
      { row: 3, column: 'GSTIN', message: importMessages.suppliers.gstinTwice(2) },
    ]);
  });
});
