import { gstStateCodeOf as stateCodeOf } from '@tenderdesk/domain/supplier-tax';
import { describe, expect, it } from 'vitest';
import { placeOfSupply, supplierStateCode } from './place-of-supply';

describe('the place of supply (issue 20)', () => {
  it('reads a state by its name, in any case or spelling people type, or by its code', () => {
    expect(stateCodeOf('Maharashtra')).toBe('27');
    expect(stateCodeOf('  tamil nadu ')).toBe('33');
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01');
    expect(stateCodeOf('Orissa')).toBe('21');
    expect(stateCodeOf('7')).toBe('07');
    expect(stateCodeOf('29')).toBe('29');
    expect(stateCodeOf('99')).toBeNull();
    expect(stateCodeOf('Atlantis')).toBeNull();
    expect(stateCodeOf('')).toBeNull();
  });

  it('prefers the GSTIN’s state to the typed state', () => {
    expect(supplierStateCode({ state: 'Karnataka', gstin: '27AAPFU0939F1ZV', registration: null })).toBe(
      '27',
    );
    expect(supplierStateCode({ state: 'Karnataka', gstin: 'not a gstin', registration: null })).toBe('29');
  });

  it('decides intra, inter or untaxed', () => {
    const supplier = (
      state: string,
      registration: 'Registered' | 'Composition' | 'Unregistered' | null = null,
    ) => ({
      state,
      gstin: null,
      registration,
    });
    expect(placeOfSupply('27', supplier('Maharashtra'))).toBe('intra');
    expect(placeOfSupply('27', supplier('Karnataka'))).toBe('inter');
    expect(placeOfSupply('27', supplier('Maharashtra', 'Registered'))).toBe('intra');
    expect(placeOfSupply('27', supplier('Maharashtra', 'Unregistered'))).toBe('untaxed');
    expect(placeOfSupply('27', supplier('Karnataka', 'Composition'))).toBe('untaxed');
    expect(placeOfSupply(null, supplier('Unknown', 'Unregistered'))).toBe('untaxed');
    // Either state unknown: IGST.
    expect(placeOfSupply(null, supplier('Maharashtra'))).toBe('inter');
    expect(placeOfSupply('27', supplier('Atlantis'))).toBe('inter');
  });
});
