import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, installTranslations, localise } from '../i18n/catalogue';
import { compileIcu, hindi } from '../i18n/hi/index';
import { NOTIFICATION_LABELS } from '../notifications';
import { SUPPLY_KIND_LABELS } from '../order-tax';
import { PURCHASE_REQUEST_EVENT_LABELS } from '../purchase-requests';
import { passwordResetText } from './password-reset';
import { requestFormText } from './purchase-request-form';
import { requestScreenText } from './purchase-requests';
import { reportScreenText } from './reports';

/**
 * The purchase request, report and password reset screens' texts (issue 26): English exactly as the
 * screens showed it before they moved into the catalogue, Hindi with its arguments in place; and the
 * domain's label objects registered with their keys and English unchanged.
 */
beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('the purchase request screens', () => {
  it('keep the English of the screens', () => {
    expect(requestScreenText.itemCount(1)).toBe('1 item');
    expect(requestScreenText.itemCount(3)).toBe('3 items');
    expect(requestScreenText.cardLine('Pumps', '30/06/2030', '—')).toBe('Pumps · needed by 30/06/2030 · —');
    expect(requestScreenText.noneWithStatus('Submitted')).toBe('No Submitted purchase requests');
    expect(requestFormText.editTitleOf('PR-0007')).toBe('Edit Purchase Request PR-0007');
    expect(requestScreenText.turnedInto('RFQ-12')).toBe('Turned into tender RFQ-12.');
    expect(requestScreenText.submitConfirm('PR-0007')).toBe(
      'Submit PR-0007 for approval? It cannot be edited while it waits.',
    );
  });

  it('in Hindi, the data and codes left as they are', () => {
    const t = inLocale(requestScreenText, 'hi');
    expect(t.itemCount(1)).toBe('1 मद');
    expect(t.itemCount(3)).toBe('3 मदें');
    expect(t.noneWithStatus(t.status.Submitted)).toBe('"जमा किया गया" स्थिति वाला कोई क्रय अनुरोध नहीं है');
    expect(t.cardLine('Pumps', '30 जून 2030', 'Ravi Kumar')).toBe('Pumps · 30 जून 2030 तक आवश्यक · Ravi Kumar');
    expect(t.turnedInto('RFQ-12')).toBe('इससे निविदा RFQ-12 बनाई गई।');
    expect(t.rejectTitle('PR-0007')).toBe('PR-0007 अस्वीकृत करें?');
    expect(inLocale(requestFormText, 'hi').editTitleOf('PR-0007')).toBe('क्रय अनुरोध PR-0007 संपादित करें');
  });

  it('name the history and the statuses', () => {
    expect(PURCHASE_REQUEST_EVENT_LABELS['purchase-request.approve']).toBe('Approved');
    expect(PURCHASE_REQUEST_EVENT_LABELS['purchase-request.unknown']).toBeUndefined();
    const hi = inLocale(PURCHASE_REQUEST_EVENT_LABELS, 'hi');
    expect(hi['purchase-request.tender']).toBe('निविदा में बदला गया');
    expect(inLocale(requestScreenText, 'hi').status.Tendered).toBe('निविदा बनाई गई');
  });
});

describe('the reports', () => {
  it('keep the English of the screens', () => {
    expect(reportScreenText.download('CSV')).toBe('Download CSV');
    expect(reportScreenText.supplierColumns.winRateYear).toBe('Win (12 m)');
    expect(reportScreenText.tenderStatus.Awarded).toBe('Awarded');
  });

  it('in Hindi, the file formats kept', () => {
    const t = inLocale(reportScreenText, 'hi');
    expect(t.download('XLSX')).toBe('XLSX डाउनलोड करें');
    expect(t.tenderStatus.Open).toBe('खुली');
  });
});

describe('the password reset pages', () => {
  it('keep the English of the pages', () => {
    expect(passwordResetText.askedFor('a@b.in')).toBe('You asked for a reset link for a@b.in.');
    expect(passwordResetText.checkingLink).toBe('Checking your link…');
  });

  it('in Hindi, the address as entered', () => {
    expect(inLocale(passwordResetText, 'hi').askedFor('a@b.in')).toBe(
      'आपने a@b.in के लिए रीसेट लिंक का अनुरोध किया है।',
    );
  });
});

describe("the domain's label objects", () => {
  it('keep their keys and English', () => {
    expect(NOTIFICATION_LABELS['tender.closing-soon']).toBe('Tender closing in 24 hours');
    expect(SUPPLY_KIND_LABELS.inter).toBe('Inter-state: IGST');
  });

  it('have their Hindi, found by key or by text', () => {
    expect(inLocale(NOTIFICATION_LABELS, 'hi')['award.won']).toBe('आपको अवार्ड की गई निविदा');
    expect(localise(NOTIFICATION_LABELS['document.expiring'], 'hi')).toBe('दस्तावेज़ की वैधता समाप्त होने वाली है');
    expect(inLocale(SUPPLY_KIND_LABELS, 'hi').inter).toBe('अंतर-राज्यीय: IGST');
  });
});
