import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/** localStorage key holding the colour scheme ('light' | 'dark'). */
export const THEME_STORAGE_KEY = 'theme';

const canopy: MantineColorsTuple = [
  '#e9f9ef',
  '#d9efe0',
  '#b3dcc1',
  '#8ac8a0',
  '#67b784',
  '#51ad72',
  '#44a868',
  '#349356',
  '#29834b',
  '#17723d',
];

/** The one Mantine theme of Canopy (light and dark share it; Mantine derives the dark palette). */
export const canopyTheme = createTheme({
  primaryColor: 'canopy',
  // Shade 9 keeps links and filled buttons above the WCAG AA contrast of 4.5:1 on white; in the dark scheme shade 8
  // keeps white text on filled buttons above it (shade 5 gave 2.8:1).
  primaryShade: { light: 9, dark: 8 },
  colors: { canopy },
  defaultRadius: 'sm',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
});

/** Stores the chosen colour scheme under `theme`; without a stored value the system preference applies. */
export const canopyColorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

/**
 * Mantine's default dimmed text (gray 6 on white, dark 2 on dark 7) is below the WCAG AA contrast of 4.5:1 for
 * body text; secondary text is everywhere in Canopy's tables, so it gets one shade more contrast in both schemes.
 * In the light scheme the text of light green, yellow and orange alerts and badges (shade 9 on shade 1: 3.8:1,
 * 2.7:1 and 3.6:1) and green and yellow text on white (4.4:1 and 3:1) are too pale as well, so they get a darker
 * shade of the same hue (above 5:1).
 */
export const canopyCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-green-light-color': '#237032',
    '--mantine-color-green-text': '#237032',
    '--mantine-color-yellow-light-color': '#8f4d00',
    '--mantine-color-yellow-text': '#8f4d00',
    '--mantine-color-orange-light-color': '#a8380c',
    '--mantine-color-orange-text': '#a8380c',
    ...syntaxColors({
      comment: theme.colors.gray[7],
      violet: theme.colors.violet[9],
      green: '#237032',
      orange: '#a8380c',
      blue: theme.colors.blue[9],
      cyan: '#0a6475',
      red: '#b02525',
      grape: theme.colors.grape[9],
    }),
  },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1],
    ...syntaxColors({
      comment: theme.colors.dark[0],
      violet: theme.colors.violet[2],
      green: theme.colors.green[2],
      orange: theme.colors.orange[2],
      blue: theme.colors.blue[2],
      cyan: theme.colors.cyan[2],
      red: theme.colors.red[2],
      grape: theme.colors.grape[2],
    }),
  },
});

/**
 * Syntax colours of the code and diff viewers (`--canopy-code-*`). Code sits on the light backgrounds of covered,
 * missed, partial and selected lines, where Mantine's text shades fall below 4.5:1 (violet 4 on dark green is
 * 3.3:1); these stay above 4.5:1 on all of them, in both schemes.
 */
function syntaxColors(colors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(colors).map(([name, value]) => [`--canopy-code-${name}`, value]));
}
