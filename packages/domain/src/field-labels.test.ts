import { beforeAll, describe, expect, it } from 'vitest';
import { checkEvaluationSettings } from './evaluation-schemas';
import { FIELD_LABELS } from './field-labels';
import { inLocale, installTranslations, localise } from './i18n/catalogue';
import { compileIcu, hindi } from './i18n/hi/index';
import { organisationSchema } from './organisation';
import { PURCHASE_REQUEST_FIELD_LABELS } from './purchase-requests';
import { scorecardPeriodSchema } from './scorecard-schemas';
import { closeEarlySchema } from './tenders';

beforeAll(() => installTranslations('hi', hindi, compileIcu));

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? '';

describe('field labels the checks name', () => {
  it('keep the English the messages always said', () => {
    expect(FIELD_LABELS.reason).toBe('Reason');
    expect(FIELD_LABELS.purchaseOrderTerms).toBe('Purchase order terms');
    expect(FIELD_LABELS.criterion(3)).toBe('Criterion 3');
    expect(firstMessage(closeEarlySchema.safeParse({ reason: 'Late\u0000' }))).toBe(
      'Reason contains characters that are not allowed (control characters or broken Unicode).',
    );
    expect(
      firstMessage(
        organisationSchema.safeParse({ legalName: 'Acme', pan: 'AAPFU0939F', poTerms: 'x'.repeat(5001) }),
      ),
    ).toBe('Purchase order terms can be at most 5000 characters.');
    expect(firstMessage(scorecardPeriodSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }))).toBe(
      'The first day must be a date (yyyy-mm-dd).',
    );
  });

  it('come out in Hindi inside the finished message at an edge', () => {
    expect(localise(firstMessage(closeEarlySchema.safeParse({ reason: 'Late\u0000' })), 'hi')).toBe(
      'कारण में ऐसे वर्ण हैं जिनकी अनुमति नहीं है (नियंत्रण वर्ण या खंडित यूनिकोड)।',
    );
    const terms = firstMessage(
      organisationSchema.safeParse({ legalName: 'Acme', pan: 'AAPFU0939F', poTerms: 'x'.repeat(5001) }),
    );
    expect(localise(terms, 'hi')).toBe('क्रय आदेश की शर्तें अधिकतम 5,000 वर्णों का हो सकता है।');
    const day = firstMessage(scorecardPeriodSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' }));
    expect(localise(day, 'hi')).toBe('पहला दिन एक तिथि (yyyy-mm-dd) होनी चाहिए।');
  });

  it('translate a numbered label with its number', () => {
    const checked = checkEvaluationSettings({
      envelopes: 'two',
      criteria: [
        { kind: 'yesNo', label: 'ISO 9001', mandatory: true },
        { kind: 'yesNo', label: 'Bad\u0007label', mandatory: true },
      ],
    } as never);
    expect(checked).toEqual({
      ok: false,
      problem: {
        field: 'criteria.1.label',
        message:
          'Criterion 2 contains characters that are not allowed (control characters or broken Unicode).',
      },
    });
    if (checked.ok) return;
    expect(localise(checked.problem.message, 'hi')).toBe(
      'मानदंड 2 में ऐसे वर्ण हैं जिनकी अनुमति नहीं है (नियंत्रण वर्ण या खंडित यूनिकोड)।',
    );
    expect(inLocale(FIELD_LABELS, 'hi').criterion(12)).toBe('मानदंड 12');
  });

  it('give the purchase request form its labels in Hindi, in the same order', () => {
    expect(Object.values(PURCHASE_REQUEST_FIELD_LABELS)).toEqual([
      'Title',
      'Category',
      'Needed By',
      'Justification',
      'Items',
    ]);
    expect(Object.values(inLocale(PURCHASE_REQUEST_FIELD_LABELS, 'hi'))).toEqual([
      'शीर्षक',
      'श्रेणी',
      'आवश्यकता की तिथि',
      'औचित्य',
      'मदें',
    ]);
  });
});
