import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { controlsText } from '@tenderdesk/domain/ui/controls';

// A deep navy that reads as "finance", with an amber accent for calls to action.
const navy: MantineColorsTuple = [
  '#eef3fc',
  '#dbe4f5',
  '#b3c6ea',
  '#88a6de',
  '#658bd4',
  '#4e7ace',
  '#4171cc',
  '#3260b4',
  '#2a55a2',
  '#1c3d7a',
];

/**
 * Text colours that pass WCAG AA (4.5:1) on every background we use (white, the page's #f4f6fb, the
 * light navy of an active menu item). Mantine's defaults do not: dimmed text (gray 6) reaches
 * 3.07-3.32:1, field errors (red 6) 3.28:1 and placeholders (gray 5) 2.07:1.
 */
export const ACCESSIBLE_TEXT = {
  /** 6.09:1 on white, 5.63:1 on the page background, 5.47:1 on navy 0. */
  dimmed: '#5c636a',
  /** red 9: 5.46:1 on white, 4.90:1 on navy 0. */
  error: '#c92a2a',
  /** 4.60:1 on white. */
  placeholder: '#6f767d',
} as const;

/** WCAG AA for normal text, with a little margin for rounding. */
const MIN_CONTRAST = 4.6;

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `color`, darkened in small steps until it reaches AA against every background given. */
export function readableOn(color: string, backgrounds: string[]): string {
  let result = color;
  for (let amount = 0.02; amount < 1; amount += 0.02) {
    if (backgrounds.every((background) => contrastRatio(result, background) >= MIN_CONTRAST)) return result;
    result = darken(color, amount);
  }
  return result;
}

/**
 * Mantine's palettes give white text on filled buttons and badges of 2.2-3.9:1 (green, teal,
 * orange, red...) and coloured text on light backgrounds of 2.5-4.5:1. Every palette's filled,
 * outline and light-text colours are darkened here just as far as AA needs, so any colour any
 * screen picks is readable.
 */
function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, palette] of Object.entries(theme.colors)) {
    const filled = readableOn(palette[shade] ?? palette[8], ['#ffffff']);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-outline`] = filled;
    variables[`--mantine-color-${name}-light-color`] = readableOn(palette[9], [
      palette[1],
      palette[2],
      '#ffffff',
    ]);
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...readableColorVariables(theme),
    '--mantine-color-dimmed': ACCESSIBLE_TEXT.dimmed,
    '--mantine-color-error': ACCESSIBLE_TEXT.error,
    '--mantine-color-placeholder': ACCESSIBLE_TEXT.placeholder,
  },
  dark: {},
});

/**
 * The names of Mantine's icon-only buttons in a language (issue 26): `theme` has the English, and
 * `LocalisedTheme` (localised-theme.tsx) lays the language on screen over it.
 */
function accessibleNames(t: typeof controlsText) {
  const paginationControls = {
    first: t.firstPage,
    previous: t.previousPage,
    next: t.nextPage,
    last: t.lastPage,
  } as const;
  return {
    Alert: { defaultProps: { closeButtonLabel: t.dismiss } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': t.closeDialog } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t.close } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': t.dismissNotification } } },
    FileInput: { defaultProps: { clearButtonProps: { 'aria-label': t.removeChosenFile } } },
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': t.passwordVisibility } } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof paginationControls) => ({
          'aria-label': paginationControls[control],
        }),
        getItemProps: (page: number) => ({ 'aria-label': t.page(page) }),
      },
    },
  };
}

/**
 * Latin from the system's sans-serif; Devanagari (issue 26) from the system's Devanagari font where
 * there is one (Windows, macOS and iOS, most Linux desktops), else from the self-hosted Noto Sans
 * Devanagari (global.css), which the browser fetches only then and only for Devanagari text. It
 * comes before Arial: a Linux without a Devanagari font drew Hindi in bold as empty boxes through
 * Arial's stand-in.
 */
const FONT_FAMILY =
  'Inter, "Segoe UI", Roboto, "Helvetica Neue", "Nirmala UI", "Kohinoor Devanagari", "Noto Sans Devanagari", "TenderDesk Devanagari", Arial, sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 8, dark: 5 },
  colors: { navy },
  fontFamily: FONT_FAMILY,
  headings: {
    fontFamily: FONT_FAMILY,
    fontWeight: '650',
  },
  defaultRadius: 'md',
  // Every icon-only button gets a name here, once, so no screen (present or future) can forget it.
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
    // Links inside text must not rely on colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    ...accessibleNames(controlsText),
  },
});

const namesByLanguage = new WeakMap<typeof controlsText, MantineThemeOverride>();

/**
 * The accessible names in a language (`controlsText` as `useText` gives it), as a theme to lay over
 * `theme`; one object per language, so a re-render does not rebuild the theme.
 */
export function accessibleNamesTheme(t: typeof controlsText): MantineThemeOverride {
  let names = namesByLanguage.get(t);
  if (!names) {
    names = createTheme({ components: accessibleNames(t) });
    namesByLanguage.set(t, names);
  }
  return names;
}
