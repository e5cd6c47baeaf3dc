/*
 * HSN (goods) and SAC (services) codes (issue 20), apart from the rest of gst.ts so that the
 * tender schemas check an item's code without taking the states and tax identities with them
 * (every screen that loads the tender schemas would pay for them). gst.ts re-exports all of it.
 */

export const HSN_SAC_MESSAGE = 'An HSN code has 4, 6 or 8 digits; a SAC code has 6 digits starting with 99.';

/** HSN (goods: 4, 6 or 8 digits, chapters 01–98) or SAC (services: 6 digits of chapter 99). */
export function hsnSacProblem(value: string): string | null {
  const code = value.replace(/\s+/g, '');
  if (/^99[0-9]{4}$/.test(code)) return null;
  if (/^(0[1-9]|[1-8][0-9]|9[0-8])([0-9]{2}|[0-9]{4}|[0-9]{6})$/.test(code)) return null;
  return HSN_SAC_MESSAGE;
}

/** Whether a valid code names a service (SAC) rather than goods (HSN). */
export const isSacCode = (code: string) => /^99[0-9]{4}$/.test(code.replace(/\s+/g, ''));
