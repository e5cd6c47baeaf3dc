import { inLocale, installTranslations } from '@tenderdesk/domain/i18n/catalogue';
import { compileIcu, hindi } from '@tenderdesk/domain/i18n/hi/index';
import type { PurchaseOrderDetail } from '@tenderdesk/domain/purchase-orders';
import { ordersText } from '@tenderdesk/domain/ui/orders';
import { describe, expect, it } from 'vitest';
import {
  buyerActions,
  orderName,
  pdfFileName,
  readStatusParam,
  rupees,
  showsReceiving,
  termsBody,
  termsChanged,
  termsOf,
} from './order-rules';

const order = {
  _id: 'a1b2c3d4-0000-0000-0000-000000000000',
  number: null,
  status: 'Draft',
  replacedById: null,
  deliveryTerms: 'Door delivery',
  paymentTerms: '',
  deliveryAddress: 'Pune',
  deliveryDate: null,
  notes: '',
} as unknown as PurchaseOrderDetail;

describe('purchase order rules', () => {
  it('formats the server amounts in Indian rupees', () => {
    expect(rupees(1234567.8)).toBe('₹12,34,567.80');
    expect(rupees(null)).toBe('-');
  });

  it('names a draft and an issued order, and their PDFs', () => {
    expect(orderName(order)).toBe('Draft order');
    expect(pdfFileName(order)).toBe('PO-DRAFT-a1b2c3d4.pdf');
    expect(orderName({ number: 'PO/2026-27/0001' })).toBe('PO/2026-27/0001');
    expect(pdfFileName({ _id: 'x', number: 'PO/2026-27/0001' })).toBe('PO-2026-27-0001.pdf');
  });

  it('offers each status its own buttons; a cancelled order is reissued once', () => {
    const none = { receive: false, shortClose: false };
    expect(buyerActions(order)).toEqual({ edit: true, issue: true, cancel: true, reissue: false, ...none });
    expect(buyerActions({ status: 'Issued', replacedById: null })).toEqual({
      edit: false,
      issue: false,
      cancel: true,
      reissue: false,
      ...none,
    });
    // Acknowledged (issue 24): goods are received against it, or it is closed short; closed: nothing.
    expect(buyerActions({ status: 'Acknowledged', replacedById: null })).toMatchObject({
      receive: true,
      shortClose: true,
      cancel: true,
    });
    expect(buyerActions({ status: 'Closed', replacedById: null })).toEqual({
      edit: false,
      issue: false,
      cancel: false,
      reissue: false,
      ...none,
    });
    expect(buyerActions({ status: 'Cancelled', replacedById: null }).reissue).toBe(true);
    expect(buyerActions({ status: 'Cancelled', replacedById: 'b' }).reissue).toBe(false);
  });

  it('shows the goods received once the supplier acknowledged the order', () => {
    expect(showsReceiving({ status: 'Issued', acknowledgedAt: null })).toBe(false);
    expect(showsReceiving({ status: 'Acknowledged', acknowledgedAt: '2026-11-26T10:00:00Z' })).toBe(true);
    expect(showsReceiving({ status: 'Closed', acknowledgedAt: '2026-11-26T10:00:00Z' })).toBe(true);
    expect(showsReceiving({ status: 'Cancelled', acknowledgedAt: null })).toBe(false);
  });

  it('reads only a known status from the address', () => {
    expect(readStatusParam(new URLSearchParams('status=Issued'))).toBe('Issued');
    expect(readStatusParam(new URLSearchParams('status=Lost'))).toBe('');
  });

  it('sends the terms with a blank date cleared, and sees a change', () => {
    const form = termsOf(order);
    expect(termsChanged(order, form)).toBe(false);
    const next = { ...form, paymentTerms: '30 days', deliveryDate: ' ' };
    expect(termsChanged(order, next)).toBe(true);
    expect(termsBody(next)).toEqual({
      deliveryTerms: 'Door delivery',
      paymentTerms: '30 days',
      deliveryAddress: 'Pune',
      deliveryDate: null,
      notes: '',
    });
  });
});

describe('purchase order names in Hindi (issue 26)', () => {
  installTranslations('hi', hindi, compileIcu);
  it('names a draft in the texts given, a number as it is', () => {
    const t = inLocale(ordersText, 'hi');
    expect(orderName(order, t)).toBe('ड्राफ़्ट आदेश');
    expect(orderName({ number: 'PO/2026-27/0001' }, t)).toBe('PO/2026-27/0001');
    expect(t.noneWithStatus(t.status.Issued)).toBe('"जारी" स्थिति वाला कोई क्रय आदेश नहीं है।');
    expect(ordersText.noneWithStatus(ordersText.status.Issued)).toBe('No issued purchase orders.');
  });
});
