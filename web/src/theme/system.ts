import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, but only with the recipes of the components pages show before any
 * interaction. `defaultConfig` ships every recipe (~16 kB gzip of the first screen). Components
 * shown only after one (dialogs, drawers, menus, popovers, tooltips, toasts, form fields...) get
 * their recipe where they are used, `<Dialog.Root recipe={dialogSlotRecipe}>`, so it loads with
 * their code (~5 kB gzip less on every page). A component without its recipe renders unstyled:
 * system.test.ts fails when a file imports a Chakra component whose recipe is neither here nor
 * passed at each use.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  list: listSlotRecipe,
  tabs: tabsSlotRecipe,
};

/**
 * Chakra's colour palettes but those no screen uses. `createSystem` turns every palette into ~80
 * tokens, their `colorPalette` variants and CSS variables, on every page's start-up: without
 * these four it takes half the time. The app's colorPalette props are brand, gray and red; alerts
 * and toasts take theirs from their status (blue, orange, green, red); yellow is a highlight.
 */
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'purple', 'pink']);

function withoutUnusedPalettes<T extends object>(colors: T | undefined): Partial<T> | undefined {
  if (!colors) return colors;
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as Partial<T>;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Jotpod's brand. The brand scale is an indigo: its 700 step on white is 7.9:1 and white on it is
// the same, so both text links and solid buttons pass WCAG AA (axe).
const jotpod = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#e0e7ff' },
          200: { value: '#c7d2fe' },
          300: { value: '#a5b4fc' },
          400: { value: '#818cf8' },
          500: { value: '#6366f1' },
          600: { value: '#4f46e5' },
          700: { value: '#4338ca' },
          800: { value: '#3730a3' },
          900: { value: '#312e81' },
          950: { value: '#1e1b4b' },
        },
      },
      fonts: {
        // System stacks: no web-font download on the first screen, and the app works offline.
        heading: {
          value:
            "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        body: {
          value:
            "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        // The keys Chakra's recipes read when a component gets colorPalette="brand".
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.600}' },
          border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // A field's error text and other red text: Chakra's red.500 is 3.8:1 on white, under AA.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        // Gray controls (text inputs, selects) ring focus in the brand colour, as everything else
        // does: Chakra's gray ring is 2.6:1 against the field's border.
        gray: {
          focusRing: { value: '{colors.brand.600}' },
        },
        // Page chrome. Text colours used on them (fg, fg.muted, footerFg) stay above 4.5:1.
        chrome: {
          bg: { value: { _light: 'white', _dark: '{colors.gray.950}' } },
          sidebar: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.900}' } },
          footer: { value: { _light: '{colors.gray.900}', _dark: '{colors.black}' } },
          footerFg: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.200}' } },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'chrome.bg', color: 'fg' },
    // Chakra's focus rings (a field's included) are 2 px, like the global one below, not 1 px.
    ':root': { '--focus-ring-width': '2px' },
    // Keyboard users always see where they are, including on plain links and custom controls.
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    // The header stays at the top of the window (4rem high): what the browser scrolls into view
    // (the element Tab focuses next, a #fragment's target) stops below it, not under it.
    html: { scrollPaddingTop: '5rem' },
  },
});

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built on first use. Building it (`createSystem`: the token dictionary
 * and the CSS of every token, the reset and the global styles) is the largest piece of the app's
 * start-up work: ~0.1 s on a laptop, several times that on a mid-range phone. Built on first use
 * rather than on import, so the browser's entry can run it in a task of its own instead of inside
 * the one task that evaluates all the app's modules.
 */
export function jotpodSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, jotpod);
  return built;
}
