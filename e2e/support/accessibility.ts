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
    // Legacy mode runs axe in the page itself: the portal has no iframes, and the default mode opens a
    // second page per call to merge frame results, which doubled each call's time (decision 048).
    // Only violations are collected: passes and incomplete results are never read.
    const results = await new AxeBuilder({ page })
      .withTags(TAGS)
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
    expect(blocking, `${screen} (${page.url()}):\n${describeViolations(blocking)}`).toEqual([]);
  });
}
