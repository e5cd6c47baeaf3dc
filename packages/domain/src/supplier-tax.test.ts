import { describe, expect, it } from 'vitest';
import { GST_STATES, gstinCheckCharacter, taxIdentityText } from './gst';
import {
  firstSupplierTaxProblem,
  gstStateCodeOf,
  isTaxDeclared,
  maskBankAccount,
  NOT_DECLARED,
  normaliseSupplierTax,
  supplierTaxProblems,
  supplierTaxText,
} from './supplier-tax';

/** Published GSTINs (gst.test.ts): GSTN's example in Maharashtra and a company in Karnataka. */
const MAHARASHTRA = { gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F', state: 'Maharashtra' };
const KARNATAKA = { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J', state: 'Karnataka' };

const registered = { gstRegistration: 'Registered', gstin: MAHARASHTRA.gstin, pan: MAHARASHTRA.pan };

describe('gstStateCodeOf', () => {
  it('reads a state by name in any case and spacing, by an older name, or by its code', () => {
    expect(gstStateCodeOf('Maharashtra')).toBe('27');
    expect(gstStateCodeOf('  tamil   NADU ')).toBe('33');
    expect(gstStateCodeOf('TamilNadu')).toBe('33');
    expect(gstStateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('New Delhi')).toBe('07');
    expect(gstStateCodeOf('27')).toBe('27');
    expect(gstStateCodeOf('7')).toBe('07');
  });

  it('knows every GST state by its own name, and nothing else', () => {
    for (const [code, name] of Object.entries(GST_STATES)) expect(gstStateCodeOf(name)).toBe(code);
    expect(gstStateCodeOf('Dubai')).toBeNull();
    expect(gstStateCodeOf('')).toBeNull();
    expect(gstStateCodeOf('25')).toBeNull();
    expect(gstStateCodeOf('99')).toBeNull();
  });
});

describe('supplierTaxProblems', () => {
  it('accepts nothing at all (not declared) unless a declaration is required', () => {
    expect(supplierTaxProblems({}, 'Karnataka')).toEqual({});
    expect(supplierTaxProblems({ gstRegistration: ' ', gstin: '' }, 'Karnataka')).toEqual({});
    expect(supplierTaxProblems({}, 'Karnataka', { declarationRequired: true })).toEqual({
      gstRegistration: supplierTaxText.registrationRequired,
      pan: supplierTaxText.panRequired,
    });
  });

  it('accepts a registered supplier, a composition dealer and an unregistered one', () => {
    expect(supplierTaxProblems(registered, 'Maharashtra')).toEqual({});
    expect(supplierTaxProblems({ ...registered, gstRegistration: 'Composition' }, 'maharashtra')).toEqual({});
    expect(
      supplierTaxProblems(
        { gstRegistration: 'Registered', gstin: ' 29aagcb7383j1z4 ', pan: 'aagcb7383j' },
        KARNATAKA.state,
      ),
    ).toEqual({});
    expect(supplierTaxProblems({ gstRegistration: 'Unregistered', pan: 'ABCPK1234L' }, 'Goa')).toEqual({});
  });

  it('accepts the optional Udyam number and bank account with its IFSC', () => {
    const full = {
      ...registered,
      udyamNumber: 'UDYAM-MH-19-0001234',
      bankAccountNumber: '1234 5678 9012',
      bankIfsc: 'SBIN0001234',
    };
    expect(supplierTaxProblems(full, 'Maharashtra')).toEqual({});
  });

  it('asks for the registration kind once anything else is given', () => {
    expect(supplierTaxProblems({ gstin: MAHARASHTRA.gstin, pan: MAHARASHTRA.pan }, 'Maharashtra')).toEqual({
      gstRegistration: supplierTaxText.registrationRequired,
    });
    expect(firstSupplierTaxProblem({ ...registered, gstRegistration: 'Exempt' }, 'Maharashtra')?.field).toBe(
      'gstRegistration',
    );
  });

  it('asks registered and composition dealers for a GSTIN, and refuses one from an unregistered supplier', () => {
    for (const kind of ['Registered', 'Composition']) {
      expect(supplierTaxProblems({ gstRegistration: kind, pan: MAHARASHTRA.pan }, 'Maharashtra')).toEqual({
        gstin: supplierTaxText.gstinRequired,
      });
    }
    expect(
      supplierTaxProblems({ gstRegistration: 'Unregistered', ...MAHARASHTRA }, MAHARASHTRA.state),
    ).toEqual({ gstin: supplierTaxText.gstinNotForUnregistered });
  });

  it('names the part of the GSTIN that is wrong', () => {
    const gstin = (value: string) =>
      supplierTaxProblems({ ...registered, gstin: value }, 'Maharashtra').gstin;
    expect(gstin('27AAPFU0939F1Z')).toBe(taxIdentityText.gstinLength);
    expect(gstin('39AAPFU0939F1ZV')).toBe(taxIdentityText.gstinState('39'));
    expect(gstin('27AAPF10939F1ZV')).toBe(taxIdentityText.gstinPan);
    expect(gstin('27AAPFU0939F1YV')).toBe(taxIdentityText.gstinZ);
    expect(gstin('27AAPFU0939F1ZW')).toBe(taxIdentityText.gstinCheck);
  });

  it('asks for a PAN of the right format, the one inside the GSTIN', () => {
    expect(supplierTaxProblems({ ...registered, pan: '' }, 'Maharashtra')).toEqual({
      pan: supplierTaxText.panRequired,
    });
    expect(supplierTaxProblems({ ...registered, pan: 'AAPFU0939' }, 'Maharashtra')).toEqual({
      pan: taxIdentityText.pan,
    });
    expect(supplierTaxProblems({ ...registered, pan: KARNATAKA.pan }, 'Maharashtra')).toEqual({
      pan: taxIdentityText.gstinPanMismatch,
    });
  });

  it('refuses a GSTIN registered in another state than the address, naming both', () => {
    expect(supplierTaxProblems(registered, 'Karnataka')).toEqual({
      gstin:
        'The GSTIN is registered in Maharashtra, but your address is in Karnataka: check the GSTIN or the state.',
    });
    expect(supplierTaxProblems(registered, 'Dubai').gstin).toBe(
      supplierTaxText.stateMismatch('Maharashtra', 'Dubai'),
    );
    // A GSTIN built for every state agrees with that state's name.
    for (const code of Object.keys(GST_STATES)) {
      const first14 = `${code}AAPFU0939F1Z`;
      const gstin = first14 + gstinCheckCharacter(first14);
      const input = { ...registered, gstin };
      expect(supplierTaxProblems(input, GST_STATES[code as keyof typeof GST_STATES]), code).toEqual({});
    }
  });

  it('checks the Udyam number, the account and the IFSC, which go together', () => {
    expect(supplierTaxProblems({ ...registered, udyamNumber: 'UDYAM-MH-1-1' }, 'Maharashtra')).toEqual({
      udyamNumber: taxIdentityText.udyam,
    });
    expect(
      supplierTaxProblems(
        { ...registered, bankAccountNumber: '12345', bankIfsc: 'SBIN1001234' },
        'Maharashtra',
      ),
    ).toEqual({ bankAccountNumber: taxIdentityText.bankAccount, bankIfsc: taxIdentityText.ifsc });
    expect(supplierTaxProblems({ ...registered, bankAccountNumber: '123456789' }, 'Maharashtra')).toEqual({
      bankIfsc: supplierTaxText.ifscRequired,
    });
    expect(supplierTaxProblems({ ...registered, bankIfsc: 'SBIN0001234' }, 'Maharashtra')).toEqual({
      bankAccountNumber: supplierTaxText.bankAccountRequired,
    });
  });

  it('answers the first problem in the fields’ order', () => {
    expect(firstSupplierTaxProblem({ gstRegistration: 'Registered', gstin: 'X', pan: 'Y' }, 'Goa')).toEqual({
      field: 'gstin',
      message: taxIdentityText.gstinLength,
    });
    expect(firstSupplierTaxProblem(registered, 'Maharashtra')).toBeNull();
  });
});

describe('normaliseSupplierTax', () => {
  it('stores identities upper-case without spaces and empty values as null', () => {
    expect(
      normaliseSupplierTax({
        gstRegistration: 'Registered',
        gstin: ' 27aapfu0939f1zv ',
        pan: 'aapfu 0939f',
        udyamNumber: '',
        bankAccountNumber: ' 1234 5678 9012 ',
        bankIfsc: 'sbin0001234',
      }),
    ).toEqual({
      gstRegistration: 'Registered',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      udyamNumber: null,
      bankAccountNumber: '123456789012',
      bankIfsc: 'SBIN0001234',
    });
    expect(normaliseSupplierTax({})).toEqual(NOT_DECLARED);
    expect(isTaxDeclared(NOT_DECLARED)).toBe(false);
    expect(isTaxDeclared(normaliseSupplierTax({ gstRegistration: 'Unregistered' }))).toBe(true);
  });

  it('shows only the last four digits of a bank account', () => {
    expect(maskBankAccount('123456789012')).toBe('••••9012');
    expect(maskBankAccount(null)).toBeNull();
  });
});
