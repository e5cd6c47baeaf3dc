import { describe, expect, it } from 'vitest';
import { evaluationKeys } from './api';

describe('the evaluation cache keys', () => {
  it('give each read of one tender a key of its own (a shared key would hand one read the other’s data)', () => {
    const keys = [
      evaluationKeys.settings('t1'),
      evaluationKeys.evaluation('t1'),
      evaluationKeys.totals('t1'),
      evaluationKeys.award('t1'),
      evaluationKeys.tenderHead('t1'),
      evaluationKeys.candidates,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
    // Every one lives under the feature's root, which a write refreshes whole.
    for (const key of keys)
      expect(key.startsWith(JSON.stringify(evaluationKeys.all).slice(0, -1))).toBe(true);
  });
});
