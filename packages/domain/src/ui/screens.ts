import { catalogue } from '../i18n/catalogue';
import { MENU_GROUPS, type MenuGroupId, menuPlacesOf, SCREEN_IDS, SCREENS, type ScreenId } from '../screens';

/** The screens that have a sidebar entry (one label per screen, whichever sidebar shows it). */
export type MenuScreenId = {
  [K in ScreenId]: (typeof SCREENS)[K] extends { menu: unknown } ? K : never;
}[ScreenId];

const titles = Object.fromEntries(SCREEN_IDS.map((id) => [id, SCREENS[id].title])) as Record<
  ScreenId,
  string
>;

const menuLabels = Object.fromEntries(
  SCREEN_IDS.flatMap((id) => {
    const [first] = menuPlacesOf(SCREENS[id]);
    return first ? [[id, first.label]] : [];
  }),
) as Record<MenuScreenId, string>;

const groupLabels = Object.fromEntries(
  (Object.keys(MENU_GROUPS) as MenuGroupId[]).map((id) => [id, MENU_GROUPS[id].label]),
) as Record<MenuGroupId, string>;

/**
 * The screen registry's texts (`screens.ts`, decision 044) in the catalogue (issue 26, decision 061),
 * keyed by screen id: each screen's tab title, its sidebar label and the sidebar groups' labels.
 * Read from the registry, so the English is still written once, there; paths and links are not texts
 * and stay out (`linkTo` is unchanged). A screen shown in two sidebars has the same label in both
 * (`screens-text.test.ts`).
 */
export const screenText = catalogue('ui.screens', {
  title: titles,
  menu: menuLabels,
  group: groupLabels,
});
