import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRITERION_KIND_LABELS,
  ENVELOPE_LABELS,
  EVALUATION_STAGE_LABELS,
  EXEMPTION_LABELS,
  PAYMENT_INSTRUMENT_LABELS,
  VERIFICATION_STATUS_LABELS,
} from '../evaluation';
import { evaluationMessages } from '../evaluation-messages';
import { inLocale, installTranslations, localise } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { evaluationSettingsText } from './evaluation';
import { evaluationReviewText } from './evaluation-review';

/**
 * The evaluation screens' texts (issue 26): English exactly as the screens showed it before they
 * moved into the catalogue, Hindi with its arguments in place, and the domain's evaluation labels.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('the evaluation settings', () => {
  it('keep the English of the screens', () => {
    const t = evaluationSettingsText;
    expect(t.summary.criteriaCount(1)).toBe('1 criterion');
    expect(t.summary.criteriaCount(3)).toBe('3 criteria');
    expect(t.summary.openersMustConfirm('Asha, Bharat', 2)).toBe('Asha, Bharat (2 must confirm)');
    expect(t.openersDescription(2, 10)).toBe('Admins or sub-admins, 2 to 10');
    expect(t.criteria.moveUp(t.criteria.unnamed(2))).toBe('Move criterion 2 up');
    expect(t.criteria.requirementOf(1)).toBe('Requirement, criterion 1');
    expect(t.rule.minimum('5,00,000')).toBe('min 5,00,000');
  });

  it('in Hindi, with the arguments in place and data as it is', () => {
    const t = inLocale(evaluationSettingsText, 'hi');
    expect(t.summary.criteriaCount(3)).toBe('3 मानदंड');
    expect(t.summary.openersMustConfirm('Asha, Bharat', 2)).toBe('Asha, Bharat (2 की पुष्टि आवश्यक)');
    expect(t.openersDescription(2, 10)).toBe('व्यवस्थापक या उप-व्यवस्थापक, 2 से 10 तक');
    expect(t.criteria.moveUp('ISO 9001')).toBe('ISO 9001 को ऊपर ले जाएँ');
    expect(t.rule.minimum('5,00,000')).toBe('न्यूनतम 5,00,000');
  });

  it("a check's English message names the amount in Hindi once localised", () => {
    const message = evaluationMessages.amountInvalid(evaluationSettingsText.amount.emdAmount);
    expect(message).toBe('EMD amount must be an amount of 0 or more, with at most 2 decimals.');
    expect(localise(message, 'hi')).toBe(
      'EMD राशि 0 या उससे अधिक की राशि होनी चाहिए, जिसमें अधिकतम 2 दशमलव स्थान हों।',
    );
  });
});

describe('the evaluation screen', () => {
  it('keeps the English of the screens', () => {
    const t = evaluationReviewText;
    expect(t.committee.mustConfirm(2, 3)).toBe('2 of 3 openers must confirm each opening.');
    expect(t.committee.envelopeConfirmed(ENVELOPE_LABELS.technical, 1, 2)).toBe(
      'Technical envelope: 1 of 2 confirmed.',
    );
    expect(t.security.ofSupplier('Tender fee', 'Asha Pumps')).toBe('Tender fee of Asha Pumps');
    expect(t.negotiation.roundCloses(1, '12 Mar 2026, 5:00 pm')).toBe('Round 1 closes 12 Mar 2026, 5:00 pm.');
    expect(t.stageDone).toBe(' (done)');
  });

  it('in Hindi, with the arguments in place', () => {
    const t = inLocale(evaluationReviewText, 'hi');
    const envelopes = inLocale(ENVELOPE_LABELS, 'hi');
    expect(t.committee.mustConfirm(2, 3)).toBe(
      'प्रत्येक लिफ़ाफ़ा खोलने के लिए 3 में से 2 बोली खोलने वाले अधिकारियों की पुष्टि आवश्यक है।',
    );
    expect(t.committee.envelopeConfirmed(envelopes.technical, 1, 2)).toBe(
      'तकनीकी लिफ़ाफ़ा: 2 में से 1 ने पुष्टि की।',
    );
    expect(t.security.ofSupplier('निविदा शुल्क', 'Asha Pumps')).toBe('निविदा शुल्क (Asha Pumps)');
    expect(t.negotiation.roundCloses(1, '12 मार्च 2026')).toBe('दौर 1, 12 मार्च 2026 को बंद होगा।');
    expect(t.release.releaseOf('Asha Pumps')).toBe('Asha Pumps की EMD लौटाएँ');
  });
});

describe("the evaluation's labels", () => {
  it('keep their English and have Hindi', () => {
    expect(CRITERION_KIND_LABELS.number).toBe('Number with a minimum');
    expect(inLocale(CRITERION_KIND_LABELS, 'hi').yesNo).toBe('हाँ / नहीं');
    expect(inLocale(EVALUATION_STAGE_LABELS, 'hi').financialOpen).toBe('मूल्य खुल गए');
    expect(inLocale(VERIFICATION_STATUS_LABELS, 'hi').Verified).toBe('सत्यापित');
    // The comparative statement prints them through `localise`.
    expect(localise(PAYMENT_INSTRUMENT_LABELS.demandDraft, 'hi')).toBe('डिमांड ड्राफ़्ट');
    expect(localise(EXEMPTION_LABELS.mse, 'hi')).toBe('सूक्ष्म या लघु उद्यम (उद्यम पंजीकरण)');
  });
});
