import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, installTranslations, localise } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { REGISTRATION_STEP_TITLES } from '../registration-labels';
import { dashboardText } from './dashboard';
import { quotationsText } from './quotations';
import { REGISTRATION_STEP_KEYS, registrationStepText, registrationText } from './registration';
import { supplierTendersText } from './supplier-tenders';

/**
 * The supplier's screens' texts (issue 26): English exactly as the screens showed it before they
 * moved into the catalogue, Hindi with its arguments in place.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('the registration wizard', () => {
  it('names its steps as the domain does, in English', () => {
    expect(REGISTRATION_STEP_KEYS.map((key) => registrationStepText[key])).toEqual([
      ...REGISTRATION_STEP_TITLES,
    ]);
    expect(registrationText.stepHeading(2, 3, 'Contact Person')).toBe('Step 2 of 3 · Contact Person');
    expect(registrationText.stepName(1, 'Company Details')).toBe('Step 1: Company Details');
    expect(registrationText.document.hint('10 MB')).toBe('PDF, JPG, JPEG or PNG, up to 10 MB');
  });

  it('in Hindi, with the step and its title', () => {
    const steps = inLocale(registrationStepText, 'hi');
    const t = inLocale(registrationText, 'hi');
    expect(t.stepHeading(2, 3, steps.contactPerson)).toBe('चरण 2/3 · संपर्क व्यक्ति');
    expect(t.stepName(1, steps.companyDetails)).toBe('चरण 1: कंपनी का विवरण');
    expect(t.document.hint('10 MB')).toBe('PDF, JPG, JPEG या PNG, अधिकतम 10 MB');
  });
});

describe('the supplier tender lists', () => {
  it('keep the English of the screens', () => {
    expect(supplierTendersText.noMatch('pumps')).toBe('No tenders match “pumps”.');
    expect(supplierTendersText.closesOn('12/03/2026')).toBe('closes 12/03/2026');
    expect(supplierTendersText.expressInterestIn('Water Pumps')).toBe('Express Interest in Water Pumps');
  });

  it('in Hindi, the data left as it is', () => {
    const t = inLocale(supplierTendersText, 'hi');
    expect(t.noMatch('pumps')).toBe('“pumps” से मेल खाती कोई निविदा नहीं मिली।');
    expect(t.closedOn('12/03/2026')).toBe('12/03/2026 को बंद हुई');
    expect(t.expressInterestIn('Water Pumps')).toBe('Water Pumps में रुचि व्यक्त करें');
    // A list's title given as English (STATUS_LISTS) is found by its text.
    expect(localise(supplierTendersText.lists.approved.title, 'hi')).toBe('स्वीकृत RFQ/RFP');
  });
});

describe('the quotation screens', () => {
  it('keep the English of the screens', () => {
    expect(quotationsText.inputName(quotationsText.lineLabels.unitPrice, 2)).toBe('Unit Price, line 2');
    expect(quotationsText.revisionSuffix(3)).toBe(' · revision 3');
    expect(quotationsText.view.days(1)).toBe('1 days');
    expect(quotationsText.mine.editForBlocked('PRJ-1 Pumps', 'Closed.')).toBe(
      'Edit quotation for PRJ-1 Pumps (Closed.)',
    );
  });

  it('in Hindi, a line input named with its Hindi label', () => {
    const t = inLocale(quotationsText, 'hi');
    expect(t.inputName(t.lineLabels.unitPrice, 2)).toBe('इकाई मूल्य, पंक्ति 2');
    expect(t.revisionSuffix(3)).toBe(' · संशोधन 3');
    expect(t.view.days(12)).toBe('12 दिन');
    expect(t.status.Approved).toBe('स्वीकृत');
  });
});

describe('the dashboards', () => {
  it('count awards in English as before', () => {
    expect(dashboardText.charts.categoryAwards('Pipes', 1)).toBe('Pipes (1 award)');
    expect(dashboardText.charts.categoryAwards('Pipes', 3)).toBe('Pipes (3 awards)');
    expect(dashboardText.awardedWithGst('₹1,18,000.00')).toBe('₹1,18,000.00 with GST');
  });

  it('and in Hindi', () => {
    const t = inLocale(dashboardText, 'hi');
    expect(t.charts.categoryAwards('Pipes', 3)).toBe('Pipes (3 अवार्ड)');
    expect(t.awardedWithGst('₹1,18,000.00')).toBe('₹1,18,000.00 (GST सहित)');
    expect(t.adminFigures.closingSoon).toBe('अगले 7 दिनों में बंद होने वाली निविदाएँ');
  });
});
