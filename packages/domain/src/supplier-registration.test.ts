import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from './documents';
import {
  REGISTRATION_LABELS,
  REGISTRATION_STEP_FIELDS,
  type SupplierRegistrationInput,
  validateRegistrationField,
  validateRegistrationStep,
  validateSupplierRegistration,
} from './supplier-registration';

const pdf = { size: 1200, name: 'licence.pdf' };

function validInput(): SupplierRegistrationInput {
  return {
    companyName: 'Acme Traders',
    address: '1 Market Road',
    postalCode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    telephone: '+91 80 1234 5678',
    fax: '',
    emailAddress: 'sales@acme.in',
    password: 'secret-pass-1',
    confirmPassword: 'secret-pass-1',
    companyTradeLicense: pdf,
    vatRegistrationCertificate: { size: 900, name: 'vat.PNG' },
    firstName: 'Asha',
    lastName: 'Rao',
    designation: 'Sales Manager',
    contactEmailAddress: 'asha@acme.in',
    mobile: '98765 43210',
    category: '6f1c1a4e-0000-4000-8000-000000000001',
    subCategory: '6f1c1a4e-0000-4000-8000-000000000002',
  };
}

describe('validateSupplierRegistration', () => {
  it('accepts a complete form, with fax optional', () => {
    expect(validateSupplierRegistration(validInput())).toBeNull();
  });

  it('names each missing required field with its label, in the order of the steps', () => {
    const required = [
      'companyName',
      'address',
      'postalCode',
      'country',
      'state',
      'city',
      'telephone',
      'emailAddress',
    ];
    required.push(
      'password',
      'confirmPassword',
      'firstName',
      'lastName',
      'designation',
      'contactEmailAddress',
      'mobile',
    );
    for (const field of required) {
      const input = { ...validInput(), [field]: '   ' };
      if (field === 'password') input.confirmPassword = '   ';
      expect(validateSupplierRegistration(input)).toEqual({
        field,
        message: `${REGISTRATION_LABELS[field as keyof typeof REGISTRATION_LABELS]} is required`,
      });
    }
  });

  it('reports the first error only, step 1 before step 2 before step 3', () => {
    const input = { ...validInput(), companyName: '', mobile: '', category: '' };
    expect(validateSupplierRegistration(input)).toEqual({
      field: 'companyName',
      message: 'Company Name is required',
    });
    expect(validateSupplierRegistration({ ...input, companyName: 'A' })?.field).toBe('mobile');
    expect(validateSupplierRegistration({ ...input, companyName: 'A', mobile: '12345' })?.field).toBe(
      'category',
    );
  });

  it('uses the spec texts for passwords, documents and the category choice', () => {
    expect(validateSupplierRegistration({ ...validInput(), confirmPassword: 'other-pass-1' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(validateSupplierRegistration({ ...validInput(), companyTradeLicense: null })).toEqual({
      field: 'companyTradeLicense',
      message: 'Company Trade License is required',
    });
    expect(validateSupplierRegistration({ ...validInput(), vatRegistrationCertificate: undefined })).toEqual({
      field: 'vatRegistrationCertificate',
      message: 'GST registration certificate is required',
    });
    expect(validateSupplierRegistration({ ...validInput(), category: '', subCategory: '' })).toEqual({
      field: 'category',
      message: 'Please select a category',
    });
    expect(validateSupplierRegistration({ ...validInput(), subCategory: '' })).toEqual({
      field: 'subCategory',
      message: 'Please select a subcategory',
    });
  });

  it('checks email format, password length and field length', () => {
    expect(validateSupplierRegistration({ ...validInput(), emailAddress: 'not-an-email' })).toEqual({
      field: 'emailAddress',
      message: 'Please enter a valid email address',
    });
    expect(validateSupplierRegistration({ ...validInput(), contactEmailAddress: 'a@' })?.field).toBe(
      'contactEmailAddress',
    );
    expect(
      validateSupplierRegistration({ ...validInput(), password: 'short', confirmPassword: 'short' }),
    ).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    });
    expect(validateSupplierRegistration({ ...validInput(), companyName: 'x'.repeat(201) })).toEqual({
      field: 'companyName',
      message: 'Company Name must be at most 200 characters',
    });
  });

  it('checks phone numbers, including an optional fax once given', () => {
    expect(validateRegistrationField('telephone', { telephone: 'call me' })).toBe(
      'Telephone may contain only digits, spaces and + - ( ) . /',
    );
    expect(validateRegistrationField('mobile', { mobile: '+91' })).toBe(
      'Mobile must contain at least 5 digits',
    );
    expect(validateRegistrationField('fax', { fax: '' })).toBeNull();
    expect(validateRegistrationField('fax', { fax: 'fax' })).not.toBeNull();
    expect(validateRegistrationField('telephone', { telephone: '(080) 1234-5678' })).toBeNull();
  });

  it('checks documents by the detected type when given, otherwise by name, and by size', () => {
    const label = 'Company Trade License';
    expect(
      validateRegistrationField('companyTradeLicense', { companyTradeLicense: { size: 10, name: 'a.exe' } }),
    ).toBe(`${label} must be a PDF, JPG, JPEG or PNG file.`);
    // The server's content check wins over a name that looks right.
    expect(
      validateRegistrationField('companyTradeLicense', {
        companyTradeLicense: { size: 10, name: 'a.pdf', detectedType: null },
      }),
    ).toBe(`${label} must be a PDF, JPG, JPEG or PNG file.`);
    expect(
      validateRegistrationField('companyTradeLicense', {
        companyTradeLicense: { size: 10, detectedType: 'jpeg' },
      }),
    ).toBeNull();
    expect(
      validateRegistrationField('companyTradeLicense', {
        companyTradeLicense: { size: MAX_DOCUMENT_BYTES + 1, name: 'a.pdf' },
      }),
    ).toBe(`${label} must be at most 10 MB.`);
    expect(
      validateRegistrationField('companyTradeLicense', { companyTradeLicense: { size: 0, name: 'a.pdf' } }),
    ).toBe(`${label} must be a PDF, JPG, JPEG or PNG file.`);
  });
});

describe('validateRegistrationStep', () => {
  it('checks only the fields of that step', () => {
    const input = { ...validInput(), companyName: '', firstName: '' };
    expect(validateRegistrationStep(2, input)).toEqual({
      field: 'firstName',
      message: 'First Name is required',
    });
    expect(validateRegistrationStep(3, input)).toBeNull();
  });

  it('lists every field once across the three steps', () => {
    const all = [
      ...REGISTRATION_STEP_FIELDS[1],
      ...REGISTRATION_STEP_FIELDS[2],
      ...REGISTRATION_STEP_FIELDS[3],
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(Object.keys(REGISTRATION_LABELS).sort());
  });
});
