import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.x A and AA, plus axe's best practices (landmarks, one level-one heading, ...). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['critical', 'serious']);

type Violation = axe.Result;

/** axe's run in the page, as @axe-core/playwright's legacy mode runs it; null before axe is in the page. */
function runInPage(tags: string[]): Promise<Violation[]> | null {
  const inPage = (window as unknown as { axe?: typeof axe }).axe;
  if (!inPage) return null;
  return inPage
    .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    .then((results) => results.violations);
}

/**
 * axe-core on the page as it is now: only violations are collected (passes and incomplete results
 * are never read). axe is put into a document once and run there on each call; the portal has no
 * iframes. @axe-core/playwright put it in again and read back every result on each call: about
 * 880 ms a call against 250 ms for the run itself (decision 062).
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  const found = await page.evaluate(runInPage, TAGS);
  if (found) return found;
  await page.evaluate(axe.source);
  const violations = await page.evaluate(runInPage, TAGS);
  if (!violations) throw new Error(`axe-core did not load in ${page.url()}`);
  return violations;
}

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
 * Waits until nothing on the page is animating: two frames for a transition to start, then until every
 * running CSS transition or finite animation has finished (at once when nothing moves, unlike a fixed wait).
 */
export async function settled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  // A spinner or skeleton loops for ever: only animations that end are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on the page as it is now and fails on any critical or serious violation, naming each
 * element. `screen` names the state in the report (e.g. 'list-category confirm dialog').
 * Call it on every screen and state a browser test visits; new screens need nothing more.
 */
export async function expectAccessible(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    // Let Mantine's transitions settle: axe measures contrast on what is painted.
    await settled(page);
    const violations = await violationsOf(page);
    const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    expect(blocking, `${screen} (${page.url()}):\n${describeViolations(blocking)}`).toEqual([]);
  });
}
