import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** WCAG 2.x A and AA, plus axe's best practices (landmarks, one level-one heading, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: rule, impact, what to fix and where. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `[${violation.impact}] ${violation.id}: ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
      ),
    )
    .join('\n');
}

/**
 * Runs axe on the page as it is now and fails on any critical or serious violation, naming each
 * element. `screen` names the state in the report (e.g. 'list-category confirm dialog').
 * Call it on every screen and state a browser test visits; new screens need nothing more.
 */
export async function expectAccessible(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    // Let Mantine's transitions settle: axe measures contrast on what is painted.
    await page.waitForTimeout(250);
    const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    expect(blocking, `${screen} (${page.url()}):\n${describeViolations(blocking)}`).toEqual([]);
  });
}
