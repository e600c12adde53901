import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import {
  MANTINE_DEFAULTS_MODULE,
  lazyMantineDefaults,
  themeGlobalClassesCss,
  themeVariablesCss,
} from '../../build/mantine-theme-css';
import { cssVariablesResolver, theme } from './theme';

test("the theme's variables written at build are those Mantine's provider writes as the page runs", () => {
  render(
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <p>Farewise</p>
    </MantineProvider>,
  );
  const written = document.querySelector('style[data-mantine-styles]')?.textContent;
  expect(written).toBeTruthy();
  expect(themeVariablesCss()).toBe(written);
  // The site's own choices are among them.
  expect(written).toContain('--mantine-color-error: #c92a2a');
  expect(written).toContain('--mantine-color-brand-7: #0b5cad');
});

test("the visibleFrom and hiddenFrom classes written at build are those Mantine's provider writes", () => {
  render(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false}>
      <p>Farewise</p>
    </MantineProvider>,
  );
  const written = document.querySelector('style[data-mantine-styles="classes"]')?.textContent;
  expect(written).toBeTruthy();
  expect(themeGlobalClassesCss()).toBe(written);
  expect(written).toContain('.mantine-hidden-from-md');
});

test("Mantine's installed defaults module is the one the build makes lazy", () => {
  const core = path.dirname(createRequire(import.meta.url).resolve('@mantine/core'));
  const file = path.join(
    core,
    '../esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
  );
  expect(MANTINE_DEFAULTS_MODULE.test(file)).toBe(true);
  const lazy = lazyMantineDefaults(fs.readFileSync(file, 'utf8'));
  expect(lazy).not.toContain('const defaultCssVariables = defaultCssVariablesResolver(');
  expect(lazy).toContain('get variables() { return defaultsNow().variables; }');
  expect(() => lazyMantineDefaults('export {};')).toThrow(/changed/);
});
