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
  // Shade 9 keeps links and filled buttons above the WCAG AA contrast of 4.5:1 on white.
  primaryShade: { light: 9, dark: 5 },
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
 */
export const canopyCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] },
  dark: { '--mantine-color-dimmed': theme.colors.dark[1] },
});
