import type { Page } from '@playwright/test';

/** A PAN of the right form for suppliers registered through the wizard without a GSTIN. */
export const SAMPLE_PAN = 'ABCPK1234L';

/**
 * The wizard's tax details (issue 20) at their simplest: an unregistered supplier with a PAN.
 * Specs about other parts of the wizard call it after filling the company step.
 */
export async function declareUnregistered(page: Page, pan = SAMPLE_PAN) {
  await chooseGstRegistration(page, 'Unregistered');
  await page.getByLabel(/^PAN\s*\*?$/).fill(pan);
}

/** Picks how the supplier stands under GST ('Registered', 'Composition dealer', 'Unregistered'). */
export async function chooseGstRegistration(page: Page, kind: string) {
  await page.getByRole('combobox', { name: 'GST registration', exact: true }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
}
