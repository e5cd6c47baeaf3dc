import { beforeAll, describe, expect, it } from 'vitest';
import { gstinAgreementProblem, gstinProblem, panProblem } from './gst';
import { HSN_SAC_MESSAGE } from './hsn-sac';
import { installTranslations, localise } from './i18n/catalogue';
import { compileIcu, hindi } from './i18n/hi/index';
import { checkLogo } from './organisation-logo';

beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('tax identity and logo messages', () => {
  it('say in English what they always said', () => {
    expect(panProblem('ABC')).toBe(
      'A PAN has 10 characters: 5 letters, 4 digits and a letter, for example AAPFU0939F.',
    );
    expect(gstinProblem('40AAPFU0939F1ZV')).toBe(
      'The GSTIN starts with "40", which is not a GST state code (01–38 or 97): check the first two digits.',
    );
    expect(checkLogo(new Uint8Array(), 'image/png')).toEqual({
      problem: 'Choose a PNG or JPEG image for the logo.',
    });
  });

  it('come out in Hindi at an edge, with their arguments', () => {
    expect(localise(panProblem('ABC') ?? '', 'hi')).toBe(
      'PAN में 10 वर्ण होते हैं: 5 अक्षर, 4 अंक और एक अक्षर, उदाहरण के लिए AAPFU0939F।',
    );
    expect(localise(gstinProblem('40AAPFU0939F1ZV') ?? '', 'hi')).toBe(
      'GSTIN "40" से शुरू होता है, जो GST राज्य कोड (01–38 या 97) नहीं है: पहले दो अंक जाँचें।',
    );
    const mismatch = gstinAgreementProblem('27AAPFU0939F1ZV', '29') ?? '';
    expect(mismatch).toBe('The GSTIN is registered in Maharashtra, but the state given is Karnataka.');
    expect(localise(mismatch, 'hi')).toBe('GSTIN Maharashtra में पंजीकृत है, लेकिन दिया गया राज्य Karnataka है।');
    // The HSN/SAC message is one text wherever it is used (tenders' items too).
    expect(localise(HSN_SAC_MESSAGE, 'hi')).toBe(
      'HSN कोड में 4, 6 या 8 अंक होते हैं; SAC कोड में 99 से शुरू होने वाले 6 अंक होते हैं।',
    );
    const logo = checkLogo(new Uint8Array(), 'image/png');
    expect('problem' in logo && localise(logo.problem, 'hi')).toBe('लोगो के लिए PNG या JPEG छवि चुनें।');
  });
});
