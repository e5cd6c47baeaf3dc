import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { NEW_REQUEST_INACTIVATION_REASON } from './supplier-status';

describe('login refusal of an inactive supplier', () => {
  it('shows the reason the administrator gave', () => {
    const text = messages.login.supplierInactive('Trade licence expired on 31 March');
    expect(text).toContain('“Trade licence expired on 31 March”');
    expect(text).toContain('Please contact the administrator');
  });

  it('says what to do when no reason was recorded', () => {
    expect(messages.login.supplierInactive(null)).toBe(
      'Your supplier account has been deactivated, so you cannot log in. Please contact the administrator to have it reactivated.',
    );
  });

  it('never repeats the internal note of the new-requests page', () => {
    const text = messages.login.supplierInactive(NEW_REQUEST_INACTIVATION_REASON);
    expect(text).not.toContain(NEW_REQUEST_INACTIVATION_REASON);
    expect(text).toBe(messages.login.supplierDeclined);
    expect(text).toMatch(/not approved/);
    expect(text).toMatch(/Please contact/);
  });
});
