import {
  DEFAULT_THEME,
  convertCssVariables,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  mergeMantineTheme,
  px,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
// Relative: the config runs in Node, which loads no .ts from node_modules.
import { cssVariablesResolver, theme } from '../src/app/theme';

/**
 * The site theme's CSS variables (brand colours, fonts, radii, spacing, the readable greys), as
 * Mantine's provider writes them into the page (`MantineCssVariables`): every variable the theme
 * sets to something other than Mantine's default, on :root (and :host), as Mantine writes them.
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const all = deepMerge(
    defaultCssVariablesResolver(merged),
    cssVariablesResolver(merged),
  ) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      Object.entries(all[part]).filter(([key, value]) => defaults[part][key as never] !== value),
    );
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/**
 * The classes behind Mantine's `visibleFrom` and `hiddenFrom`, as its provider writes them
 * (`MantineClasses`): written at build too, so the providers of a page's parts (decision 034) do
 * not each add the same style element to a page already painted.
 */
export function themeGlobalClassesCss(): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return Object.entries(breakpoints).reduce((css, [name, value]) => {
    const inPx = String(value).includes('px');
    const below = inPx ? `${Number(px(value)) - 0.1}px` : em(Number(px(value)) - 0.1);
    const from = inPx ? `${Number(px(value))}px` : em(Number(px(value)));
    return (
      `${css}@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}` +
      `@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`
    );
  }, '');
}

/** Mantine's module that works out its default variables as it loads (used only when they are written at run time). */
export const MANTINE_DEFAULTS_MODULE =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER_DEFAULTS = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const LAZY_DEFAULTS =
  'let defaultCssVariablesCache;\n' +
  'const defaultsNow = () => (defaultCssVariablesCache ??= defaultCssVariablesResolver(DEFAULT_THEME));\n' +
  'const defaultCssVariables = { get variables() { return defaultsNow().variables; }, ' +
  'get light() { return defaultsNow().light; }, get dark() { return defaultsNow().dark; } };';

/** Mantine's defaults module with its work done when first asked for, not as every page loads. */
export function lazyMantineDefaults(code: string): string {
  if (!code.includes(EAGER_DEFAULTS))
    throw new Error(
      "Mantine's remove-default-variables module changed: check build/mantine-theme-css.ts (decision 032)",
    );
  return code.replace(EAGER_DEFAULTS, LAZY_DEFAULTS);
}

/** The stylesheet the app imports after Mantine's default variables (src/app/styles.ts). */
export const THEME_CSS_MODULE = 'virtual:farewise-theme.css';
const RESOLVED = `\0${THEME_CSS_MODULE}`;

/**
 * The theme's variables written at build (decision 032): the app's first stylesheet carries them,
 * after Mantine's defaults, and the app's provider does not work them out and write them again on
 * every page load (a few hundred colour calculations and a style element added to a page already
 * painted). Mantine's defaults module, which only that run-time writing uses, then waits until
 * asked.
 */
export function mantineThemeCss(): Plugin {
  return {
    name: 'farewise:mantine-theme-css',
    resolveId: (source) => (source === THEME_CSS_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `${themeVariablesCss()}\n${themeGlobalClassesCss()}` : null),
    transform(code, id) {
      return MANTINE_DEFAULTS_MODULE.test(id.split('?')[0]!) ? lazyMantineDefaults(code) : null;
    },
  };
}
