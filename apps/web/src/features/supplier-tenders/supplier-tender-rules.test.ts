import { messages } from '@tenderdesk/domain/messages';
import type { SupplierTender } from '@tenderdesk/domain/tender-rules';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  asList,
  categoryTendersPath,
  expressInterestMessage,
  interestCellOf,
  interestPath,
  matchesTender,
  ownRow,
  STATUS_LISTS,
  SupplierIdMissingError,
  supplierTendersPath,
  tenderDownloadPath,
  tendersLoadMessage,
} from './supplier-tender-rules';

const tender = (overrides: Partial<SupplierTender> = {}) =>
  ({
    _id: 't1',
    projectCode: 'PRJ-001',
    projectName: 'Water Pumps',
    organisation: 'City Works',
    projectTitle: 'Pumping station upgrade',
    interestStatus: null,
    isClosed: false,
    ...overrides,
  }) as SupplierTender;

describe('the supplier side calls', () => {
  it('sends the category URL-encoded, as the spec does', () => {
    expect(categoryTendersPath('Pipes & Valves / DN50')).toBe(
      '/api/tenders/category/Pipes%20%26%20Valves%20%2F%20DN50',
    );
  });
  it('names the supplier and the tender in the paths', () => {
    expect(supplierTendersPath('s 1', 'approved')).toBe('/api/suppliers/supplier/s%201/approved');
    expect(interestPath('t/1')).toBe('/api/suppliers/t%2F1/interest');
    expect(tenderDownloadPath('t1', 'rfq', 0)).toBe('/api/tenders/t1/download/rfq/0');
  });
  it('treats an answer that is not an array as an empty list (spec section 7)', () => {
    expect(asList({ data: [] })).toEqual([]);
    expect(asList(null)).toEqual([]);
    expect(asList([1, 2])).toEqual([1, 2]);
  });
});

describe('a tender row offers', () => {
  it('the supplier’s own status when it has answered, even once closed', () => {
    expect(interestCellOf({ interestStatus: 'Approved', isClosed: true })).toEqual({
      kind: 'status',
      status: 'Approved',
    });
    expect(interestCellOf({ interestStatus: 'Pending', isClosed: false })).toEqual({
      kind: 'status',
      status: 'Pending',
    });
  });
  it('Closed instead of the button past the closing date', () => {
    expect(interestCellOf({ interestStatus: null, isClosed: true })).toEqual({ kind: 'closed' });
  });
  it('Express Interest otherwise', () => {
    expect(interestCellOf({ interestStatus: null, isClosed: false })).toEqual({ kind: 'express' });
  });
});

describe('the spec’s messages (section 8, Supplier side)', () => {
  it('for the tender list by status', () => {
    expect(tendersLoadMessage(new ApiError(403, 'x'))).toBe('Access denied. Please log in again.');
    expect(tendersLoadMessage(new ApiError(404, 'x'))).toBe('No tenders found for your category.');
    expect(tendersLoadMessage(new ApiError(500, 'x'))).toBe(
      'Failed to load tenders. Please try again later.',
    );
    expect(tendersLoadMessage(new ApiError(0, 'offline'))).toBe(messages.supplierSide.tendersFailed);
    expect(tendersLoadMessage(new Error('boom'))).toBe(messages.supplierSide.tendersFailed);
  });
  it('for Express Interest', () => {
    expect(expressInterestMessage(new ApiError(400, ''))).toBe(
      'You have already expressed interest in this tender.',
    );
    expect(expressInterestMessage(new ApiError(400, messages.interest.tenderClosed))).toBe(
      messages.interest.tenderClosed,
    );
    expect(expressInterestMessage(new ApiError(500, 'Internal'))).toBe(
      'Failed to express interest. Please try again.',
    );
    expect(expressInterestMessage(new SupplierIdMissingError())).toBe(
      'Authentication error: Supplier ID not found.',
    );
  });
  it('for the three answered lists', () => {
    expect(STATUS_LISTS.pending.empty).toBe('No pending tenders found.');
    expect(STATUS_LISTS.approved.empty).toBe('No approved tenders found.');
    expect(STATUS_LISTS.rejected.empty).toBe('No rejected tenders found.');
    expect(STATUS_LISTS.pending.loadFailed).toBe('Failed to load pending tenders.');
    expect(STATUS_LISTS.approved.loadFailed).toBe('Failed to load approved tenders.');
    expect(STATUS_LISTS.rejected.loadFailed).toBe('Failed to load rejected tenders.');
  });
});

describe('the answered lists in the browser', () => {
  it('search project name, code, organisation and title (lower-cased query)', () => {
    expect(matchesTender(tender(), 'pumps')).toBe(true);
    expect(matchesTender(tender(), 'prj-0')).toBe(true);
    expect(matchesTender(tender(), 'city')).toBe(true);
    expect(matchesTender(tender(), 'station')).toBe(true);
    expect(matchesTender(tender(), 'cables')).toBe(false);
  });
  it('find this supplier’s row for a tender', () => {
    const rows = [tender(), tender({ _id: 't2', interestStatus: 'Rejected' })];
    expect(ownRow(rows, 't2')?.interestStatus).toBe('Rejected');
    expect(ownRow(rows, 't3')).toBeUndefined();
  });
});
