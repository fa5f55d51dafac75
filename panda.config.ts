/**
 * Panda CSS: the Park UI preset (recipes for the Ark UI parts and the semantic tokens), red as the
 * accent of the flag. The accent's solid step is moved one shade darker than Park UI's default so
 * white text on it keeps a contrast of at least 4.5:1 in both themes. The preset's recipes name
 * physical sides (a table header aligned left, a toast's close button at the right); they are given
 * their logical names here, the same sides left to right and mirrored when `<html dir="rtl">`.
 */
import { defineConfig, type Preset } from '@pandacss/dev';
import { createPreset } from '@park-ui/panda-preset';
import neutral from '@park-ui/panda-preset/colors/neutral';
import red from '@park-ui/panda-preset/colors/red';

const LOGICAL_KEYS: Record<string, string> = {
  left: 'insetInlineStart',
  right: 'insetInlineEnd',
  ml: 'ms',
  mr: 'me',
  marginLeft: 'marginInlineStart',
  marginRight: 'marginInlineEnd',
  pl: 'ps',
  pr: 'pe',
  paddingLeft: 'paddingInlineStart',
  paddingRight: 'paddingInlineEnd',
  borderLeft: 'borderInlineStart',
  borderRight: 'borderInlineEnd',
  borderLeftWidth: 'borderInlineStartWidth',
  borderRightWidth: 'borderInlineEndWidth',
  borderLeftColor: 'borderInlineStartColor',
  borderRightColor: 'borderInlineEndColor',
  borderTopLeftRadius: 'borderStartStartRadius',
  borderTopRightRadius: 'borderStartEndRadius',
  borderBottomLeftRadius: 'borderEndStartRadius',
  borderBottomRightRadius: 'borderEndEndRadius',
};
const LOGICAL_VALUES: Record<string, Record<string, string>> = {
  textAlign: { left: 'start', right: 'end' },
  float: { left: 'inline-start', right: 'inline-end' },
};
// Recipes whose sides stay physical: a drawer's `left`/`right` variant is a side of the screen with a
// matching slide, the carousel's and the slider's marks are centred with `left: 50%` and a shift, and
// Zag turns the hover card's and popover's arrow with physical coordinates.
const PHYSICAL_RECIPES = new Set(['carousel', 'drawer', 'slider', 'hoverCard', 'popover']);

function logicalStyle(style: unknown, values?: Record<string, string>): unknown {
  if (typeof style === 'string') return values?.[style] ?? style;
  if (typeof style !== 'object' || style === null || Array.isArray(style)) return style;
  return Object.fromEntries(
    Object.entries(style).map(([key, value]) => [LOGICAL_KEYS[key] ?? key, logicalStyle(value, LOGICAL_VALUES[key] ?? values)]),
  );
}

type AnyRecipe = { base?: unknown; variants?: Record<string, Record<string, unknown>>; compoundVariants?: { css?: unknown }[] };
const logicalRecipe = <T extends AnyRecipe>(recipe: T): T => ({
  ...recipe,
  base: logicalStyle(recipe.base),
  variants: recipe.variants && mapValues(recipe.variants, (options) => mapValues(options, (style) => logicalStyle(style))),
  compoundVariants: recipe.compoundVariants?.map((compound) => ({ ...compound, css: logicalStyle(compound.css) })),
});
const mapValues = <T, U>(record: Record<string, T>, map: (value: T, key: string) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));
const logicalRecipes = <T extends AnyRecipe>(recipes: Record<string, T> | undefined) =>
  recipes && mapValues(recipes, (recipe, name) => (PHYSICAL_RECIPES.has(name) ? recipe : logicalRecipe(recipe)));

function logicalPreset(preset: Preset): Preset {
  const extend = preset.theme?.extend;
  if (!extend) return preset;
  return {
    ...preset,
    theme: {
      ...preset.theme,
      extend: { ...extend, recipes: logicalRecipes(extend.recipes), slotRecipes: logicalRecipes(extend.slotRecipes) },
    },
  };
}

export default defineConfig({
  preflight: true,
  presets: ['@pandacss/preset-base', logicalPreset(createPreset({ accentColor: red, grayColor: neutral, radius: 'md' }))],
  include: ['./src/client/**/*.{ts,tsx}'],
  exclude: ['./src/client/**/*.test.{ts,tsx}', './src/client/routeTree.gen.ts'],
  jsxFramework: 'react',
  outdir: 'styled-system',
  importMap: 'styled-system',
  minify: true,
  hash: false,
  theme: {
    extend: {
      semanticTokens: {
        colors: {
          red: {
            default: { value: { _light: '{colors.red.light.11}', _dark: '{colors.red.dark.8}' } },
            emphasized: { value: { _light: '{colors.red.light.12}', _dark: '{colors.red.dark.7}' } },
            text: { value: { _light: '{colors.red.light.11}', _dark: '{colors.red.dark.11}' } },
          },
          // Error texts (a field's message, a refused change) in red step 11, which reads at 4.5:1 or
          // more on the page in both themes; the preset's step 9 is a fill colour (3.9:1 on white).
          fg: {
            error: { value: { _light: '{colors.red.light.11}', _dark: '{colors.red.dark.11}' } },
          },
          // Two palettes for status badges only (Pending yellow, Approved green), with just the steps a
          // subtle badge uses (Radix's a3 background, a7 border, 12 text), not the whole scales.
          yellow: {
            a3: { value: { _light: '#ffee0047', _dark: '#ffaa001e' } },
            a7: { value: { _light: '#d2a10098', _dark: '#fdcb225c' } },
            12: { value: { _light: '#473b1f', _dark: '#f6eeb4' } },
          },
          // The leaderboard's first three: gold, silver and bronze, each at least 3:1 on the page in both themes.
          medal: {
            gold: { value: { _light: '#ab6400', _dark: '#ffca16' } },
            silver: { value: { _light: '#646464', _dark: '#b4b4b4' } },
            bronze: { value: { _light: '#a35829', _dark: '#dbb594' } },
          },
          green: {
            a3: { value: { _light: '#00a43319', _dark: '#22ff991e' } },
            a7: { value: { _light: '#00914071', _dark: '#50fdac5e' } },
            12: { value: { _light: '#193b2d', _dark: '#b1f1cb' } },
          },
        },
        sizes: {
          sidebar: { value: '16rem' },
          submenu: { value: '12rem' },
          touch: { value: '2.5rem' },
        },
      },
    },
  },
  globalCss: {
    // Repeats the preset's accent: a key given here replaces the preset's whole rule.
    html: { colorPalette: 'red', scrollbarGutter: 'stable' },
    'a, button': { WebkitTapHighlightColor: 'transparent' },
    // Set for one frame while the theme flips (lib/theme.ts): colours change at once, not mid-fade.
    '.theme-switching *, .theme-switching *::before, .theme-switching *::after': { transition: 'none !important' },
  },
});
