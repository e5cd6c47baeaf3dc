import { beforeAll, describe, expect, it } from 'vitest';
import { addendumText } from '../clarification-messages';
import { type AddendumChanges, describeAddendum } from '../clarifications';
import { EVALUATION_STAGE_LABELS, PAYMENT_INSTRUMENT_LABELS, SECURITY_KIND_LABELS } from '../evaluation';
import { evaluationMessages } from '../evaluation-messages';
import { inLocale, installTranslations } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { bidsText } from './bids';
import { clarificationsUiText } from './clarifications';

/**
 * The bid screens' and the clarifications' texts (issue 26): English exactly as the screens showed
 * it before they moved into the catalogue, Hindi with its arguments in place.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('the bid screens', () => {
  it('keep the English of the screens', () => {
    expect(bidsText.daysLeft(1, '00:00:09')).toBe('1 day 00:00:09');
    expect(bidsText.daysLeft(2, '03:04:05')).toBe('2 days 03:04:05');
    expect(bidsText.securityBadge('EMD', bidsText.verificationStatus.Pending)).toBe('EMD: Pending');
    expect(bidsText.securityNotDeclaredBadge(SECURITY_KIND_LABELS.fee)).toBe('Tender fee: not declared');
    expect(bidsText.newUnitPriceOf('PMP-100')).toBe('New unit price of PMP-100');
    expect(bidsText.stepNumbered(2, 'Bid security')).toBe('2 Bid security');
    expect(bidsText.removeFile('iso.pdf')).toBe('Remove iso.pdf');
  });

  it('in Hindi, with the data and the kept codes in place', () => {
    const t = inLocale(bidsText, 'hi');
    expect(t.daysLeft(2, '03:04:05')).toBe('2 दिन 03:04:05');
    expect(t.securityBadge('EMD', t.verificationStatus.Verified)).toBe('EMD: सत्यापित');
    expect(t.securityNotDeclaredBadge(inLocale(SECURITY_KIND_LABELS, 'hi').fee)).toBe(
      'निविदा शुल्क: घोषित नहीं',
    );
    expect(t.newUnitPriceOf('PMP-100')).toBe('PMP-100 का नया इकाई मूल्य');
    expect(t.removeFile('iso.pdf')).toBe('iso.pdf हटाएँ');
    expect(inLocale(EVALUATION_STAGE_LABELS, 'hi').bidding).toBe('बोलियाँ आमंत्रित');
  });

  it('say a declaration in a line in Hindi, its kind and instrument translated', () => {
    const said = inLocale(evaluationMessages, 'hi').supplierBid;
    const kinds = inLocale(SECURITY_KIND_LABELS, 'hi');
    const instruments = inLocale(PAYMENT_INSTRUMENT_LABELS, 'hi');
    expect(said.securityPaid(kinds.emd, '₹25,000.00', instruments.demandDraft, 'DD-4471')).toBe(
      'बोली प्रतिभूति (EMD): ₹25,000.00 का भुगतान डिमांड ड्राफ़्ट द्वारा, संदर्भ DD-4471।',
    );
  });
});

describe('the questions and addenda', () => {
  const changes: AddendumChanges = {
    fields: [
      { field: 'projectName', label: 'Project Name', from: 'Pumps', to: 'Pumps (phase 2)' },
      { field: 'questionsCloseAt', label: 'Questions close', from: '', to: '10 Dec 2026' },
    ],
    items: { added: ['VLV-050', 'PMP-200'], removed: [], changed: ['PMP-100'] },
    files: { added: [], removed: ['old-scope.pdf'] },
  };

  it('describe an addendum as before, in English', () => {
    expect(describeAddendum(changes)).toEqual([
      'Project Name: Pumps → Pumps (phase 2)',
      'Questions close: (empty) → 10 Dec 2026',
      'Items added: VLV-050, PMP-200',
      'Items changed: PMP-100',
      'Files removed: old-scope.pdf',
    ]);
    expect(
      describeAddendum({
        ...changes,
        fields: [],
        items: { added: [], removed: [], changed: [] },
        files: { added: [], removed: [] },
      }),
    ).toEqual(['No field, item or file changed.']);
    expect(clarificationsUiText.characters(12, 2000)).toBe('12 / 2000 characters');
    expect(clarificationsUiText.answeredOnBy('1 Dec 2026, 10:00 am', 'Admin')).toBe(
      'Answered 1 Dec 2026, 10:00 am by Admin',
    );
  });

  it('in Hindi, the labels known to the catalogue translated and the data left as it is', () => {
    expect(describeAddendum(changes, inLocale(addendumText, 'hi'))).toEqual([
      'परियोजना का नाम: Pumps → Pumps (phase 2)',
      'प्रश्न पूछने की अंतिम समय-सीमा: (खाली) → 10 Dec 2026',
      'जोड़ी गई मदें: VLV-050 और PMP-200',
      'बदली गई मदें: PMP-100',
      'हटाई गई फ़ाइलें: old-scope.pdf',
    ]);
    const t = inLocale(clarificationsUiText, 'hi');
    expect(t.characters(12, 2000)).toBe('12 / 2,000 वर्ण');
    expect(t.answeredOnBy('1 दिस॰ 2026', 'Admin')).toBe('1 दिस॰ 2026 को Admin द्वारा उत्तर दिया गया');
  });
});
