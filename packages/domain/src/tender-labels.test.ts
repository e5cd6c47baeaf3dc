import { beforeAll, describe, expect, it } from 'vitest';
import { inLocale, installTranslations, localise } from './i18n/catalogue';
import { compileIcu, hindi } from './i18n/hi/index';
import { messages } from './messages';
import { QUOTATION_FIELD_LABELS, readQuotation } from './quotations';
import { TENDER_FIELD_LABELS, TENDER_FILE_LABELS, TENDER_ITEM_LABELS } from './tender-rules';
import { tenderFieldsSchema } from './tenders';

beforeAll(() => installTranslations('hi', hindi, compileIcu));

describe('tender labels', () => {
  it('keep their English, their keys and their order (forms and tables walk them)', () => {
    expect(Object.entries(TENDER_FILE_LABELS)).toEqual([
      ['scopeOfWork', 'Scope of Work'],
      ['rfq', 'RFQ'],
    ]);
    expect(Object.keys(TENDER_FIELD_LABELS)).toEqual([
      'projectCode',
      'projectName',
      'organisation',
      'projectTitle',
      'supplyCategory',
      'projectScope',
      'publishingDate',
      'closingDate',
    ]);
    expect(TENDER_FIELD_LABELS.closingDate).toBe('Closing Date');
    expect(Object.values(TENDER_ITEM_LABELS)).toEqual([
      'Item Code',
      'Item Name',
      'Part No.',
      'Manufacturer',
      'UOM',
      'Qty',
    ]);
    expect(Object.values(QUOTATION_FIELD_LABELS)).toEqual([
      'item code',
      'item name',
      'part number',
      'manufacturer',
      'unit of measure',
    ]);
  });

  it('come out in Hindi in the same shape', () => {
    expect(inLocale(TENDER_FILE_LABELS, 'hi')).toEqual({ scopeOfWork: 'कार्य का दायरा', rfq: 'RFQ' });
    const fields = inLocale(TENDER_FIELD_LABELS, 'hi');
    expect(Object.keys(fields)).toEqual(Object.keys(TENDER_FIELD_LABELS));
    expect(fields.projectCode).toBe('परियोजना कोड');
    expect(fields.publishingDate).toBe('प्रकाशन तिथि');
    expect(fields.closingDate).toBe('अंतिम तिथि');
    expect(inLocale(TENDER_ITEM_LABELS, 'hi').qty).toBe('मात्रा');
    expect(inLocale(QUOTATION_FIELD_LABELS, 'hi').uom).toBe('माप इकाई');
  });

  it('are translated inside the messages that name them', () => {
    expect(localise(messages.tender.required(TENDER_FIELD_LABELS.projectCode), 'hi')).toBe(
      'परियोजना कोड आवश्यक है',
    );
    expect(localise(messages.tender.itemRequired(TENDER_ITEM_LABELS.qty), 'hi')).toBe(
      'प्रत्येक मद के लिए मात्रा आवश्यक है',
    );
    expect(inLocale(messages, 'hi').tender.fileType(TENDER_FILE_LABELS.scopeOfWork)).toBe(
      'कार्य का दायरा फ़ाइलें PDF, JPG, JPEG या PNG फ़ाइलें होनी चाहिए।',
    );
  });

  it('name the field in a form check, in English as before and in Hindi at the edge', () => {
    const result = tenderFieldsSchema.safeParse({});
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === 'projectName');
    expect(issue?.message).toBe('Project Name is required');
    expect(localise(issue?.message ?? '', 'hi')).toBe('परियोजना का नाम आवश्यक है');
  });

  it('name a quotation line field in its refusal, in English as before and in Hindi at the edge', () => {
    const parsed = readQuotation({ items: [{ itemCode: 'A', itemName: 'B', partNo: 'C', manufacturer: 7 }] });
    expect(parsed).toEqual({
      ok: false,
      problem: {
        field: 'items[0].manufacturer',
        message: 'The manufacturer on line 1 must be text of at most 500 characters.',
      },
    });
    if (parsed.ok) return;
    expect(localise(parsed.problem.message, 'hi')).toBe(
      'पंक्ति 1 पर निर्माता अधिकतम 500 वर्णों का पाठ होना चाहिए।',
    );
  });
});
