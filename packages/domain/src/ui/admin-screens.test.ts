import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, installTranslations } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { auditUiText } from './audit';
import { categoriesText } from './categories';
import { companyProfileText } from './company-profile';
import { emailsText } from './emails';
import { organisationUiText } from './organisation';
import { subadminsText } from './subadmins';
import { unitsText } from './units';

/**
 * The admin's master tables, sub-admins, organisation, audit log and emails, and the supplier's
 * company profile (issue 26): English exactly as the screens showed it before they moved into the
 * catalogue, Hindi with its arguments in place.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('the master tables', () => {
  it('keep the English of the screens', () => {
    expect(categoriesText.inTotal(2000)).toBe('2,000 in total');
    expect(categoriesText.inTotal(123456)).toBe('1,23,456 in total');
    expect(unitsText.deleteConfirm('NOS')).toBe(
      'Delete the unit "NOS"? Tender items that use it keep it as text.',
    );
    expect(unitsText.deleteLabel('BAG')).toBe('Delete BAG');
  });

  it('in Hindi, the counts grouped and the data left as it is', () => {
    expect(inLocale(categoriesText, 'hi').inTotal(123456)).toBe('कुल 1,23,456');
    expect(inLocale(unitsText, 'hi').deleteConfirm('NOS')).toBe(
      'माप इकाई "NOS" हटाएँ? जिन निविदा मदों में इसका उपयोग हुआ है, उनमें यह पाठ के रूप में बनी रहेगी।',
    );
  });
});

describe('the sub-admin screens', () => {
  it('keep the English of the screens', () => {
    expect(subadminsText.role.permissionFor('Reports', 'Anita Rao')).toBe('Reports for Anita Rao');
    expect(subadminsText.role.count(3)).toBe('3 sub-admins');
    expect(subadminsText.add.passwordHint(8)).toBe(
      'At least 8 characters. Share it with the sub-admin privately.',
    );
    expect(subadminsText.list.deleteAfter('anita@example.com')).toBe(
      '(anita@example.com)? They are signed out at once and can no longer log in. This cannot be undone.',
    );
  });

  it('in Hindi, with the permission and the name in place', () => {
    const t = inLocale(subadminsText, 'hi');
    expect(t.role.permissionFor('रिपोर्ट', 'Anita Rao')).toBe('Anita Rao के लिए रिपोर्ट');
    expect(t.role.count(1)).toBe('1 उप-व्यवस्थापक');
    expect(t.add.passwordHint(8)).toBe('कम से कम 8 वर्ण। इसे उप-व्यवस्थापक के साथ निजी रूप से साझा करें।');
  });
});

describe('the organisation screen', () => {
  it('keeps the English of the screen', () => {
    expect(Object.values(organisationUiText.months)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(organisationUiText.logo.hint('512 KB', 16, 2000)).toBe(
      'Printed on comparative statements and orders. PNG or JPEG, up to 512 KB, 16 to 2000 pixels a side.',
    );
    expect(organisationUiText.units.deleteConfirm('Head office')).toBe(
      'Delete "Head office"? Orders already made keep its details.',
    );
  });

  it('in Hindi', () => {
    const t = inLocale(organisationUiText, 'hi');
    expect(t.months.february).toBe('फ़रवरी');
    expect(t.units.editTitle('Head office')).toBe('Head office संपादित करें');
    expect(t.logo.hint('512 KB', 16, 2000)).toBe(
      'तुलनात्मक विवरणों और आदेशों पर मुद्रित होता है। PNG या JPEG, अधिकतम 512 KB, प्रत्येक भुजा 16 से 2,000 पिक्सेल।',
    );
  });
});

describe('the audit log and the emails', () => {
  it('keep the English of the screens', () => {
    expect(auditUiText.events(1)).toBe('1 event');
    expect(auditUiText.events(1234)).toBe('1234 events');
    expect(auditUiText.pageControl.next).toBe('next page');
    expect(emailsText.attempts(1)).toBe('1 attempt');
    expect(emailsText.attempts(5)).toBe('5 attempts');
    expect(emailsText.retryLabel('a@b.in')).toBe('Retry the email to a@b.in');
  });

  it('in Hindi, with plurals', () => {
    const audit = inLocale(auditUiText, 'hi');
    expect(audit.events(0)).toBe('0 घटनाएँ');
    expect(audit.events(1)).toBe('1 घटना');
    expect(audit.events(12)).toBe('12 घटनाएँ');
    expect(audit.entity['sub-category']).toBe('उप-श्रेणी');
    const emails = inLocale(emailsText, 'hi');
    expect(emails.attempts(5)).toBe('5 प्रयास');
    expect(emails.queued('26 नवंबर 2026, 5:24 am IST')).toBe('कतार में: 26 नवंबर 2026, 5:24 am IST');
  });
});

describe('the company profile', () => {
  it('keeps the English of the screen', () => {
    expect(companyProfileText.validThrough('Trade licence', '31/03/2026')).toBe(
      'Trade licence: valid through 31/03/2026',
    );
    expect(companyProfileText.tax.sameState('Maharashtra')).toBe(
      'Your address is in Maharashtra: a GSTIN must be registered in the same state.',
    );
  });

  it('in Hindi, the data left as it is', () => {
    const t = inLocale(companyProfileText, 'hi');
    expect(t.validThrough('Trade licence', '31/03/2026')).toBe('Trade licence: 31/03/2026 तक वैध');
    expect(t.tax.sameState('Maharashtra')).toBe(
      'आपका पता Maharashtra में है: GSTIN उसी राज्य में पंजीकृत होना चाहिए।',
    );
  });
});
