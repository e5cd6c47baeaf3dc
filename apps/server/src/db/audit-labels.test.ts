import { auditMessages } from '@tenderdesk/domain/audit-messages';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit';

/** The audit log and a tender's history name each action in words: every action has its label. */
describe('audit action labels', () => {
  it('names every action of the closed vocabulary, and nothing else', () => {
    const labelled = Object.keys(auditMessages.actions).sort();
    expect(labelled).toEqual(Object.keys(AUDIT_ACTIONS).sort());
  });
});
