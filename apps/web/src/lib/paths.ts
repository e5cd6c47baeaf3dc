import { SCREEN_IDS, SCREENS, type ScreenId, type ScreenPath } from '@tenderdesk/domain/screens';

/**
 * Every screen's path, read from the screen registry (`packages/domain/src/screens.ts`, decision
 * 044), where each screen is declared once with its title, access and menu place. Every link,
 * redirect and menu entry names one of these, so a path cannot be linked with a typo or renamed in
 * one place only (`scripts/check-boundaries.test.ts` refuses a literal path in a link). Matching
 * ignores letter case, so the spec's other spellings (/dashBoard, /CompanyProfile ...) reach the
 * same screens.
 */
export const PATHS = Object.fromEntries(SCREEN_IDS.map((id) => [id, SCREENS[id].path])) as {
  readonly [K in ScreenId]: ScreenPath<K>;
};

export type AppPath = ScreenPath;

/** A path with its `:id` filled in, e.g. `pathTo(PATHS.supplierDetails, id)`. */
export function pathTo(pattern: AppPath, id: string): string {
  return pattern.replace(':id', encodeURIComponent(id));
}
