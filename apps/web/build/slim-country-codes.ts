import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The fields of country-codes-list the site reads (packages/domain/src/contacts/calling-codes.ts). */
export const COUNTRY_FIELDS = [
  'countryCode',
  'countryNameEn',
  'countryCallingCode',
  'flag',
] as const;

/**
 * country-codes-list in the browser (decision 029): the package ships every country's names,
 * currencies, languages, tax and area codes (175 KB of source, 19 KB gzip on every page with a
 * phone field); the calling-code list reads four fields. The build serves the package as those
 * fields of the same data, read from the installed package when the build runs.
 */
export function slimCountryCodes(): Plugin {
  const id = '\0farewise:country-codes-list';
  return {
    name: 'farewise:slim-country-codes',
    enforce: 'pre',
    resolveId: (source) => (source === 'country-codes-list' ? id : null),
    load(loaded) {
      if (loaded !== id) return null;
      const { all } = createRequire(import.meta.url)('country-codes-list') as {
        all: () => Record<string, unknown>[];
      };
      const rows = all().map((c) => Object.fromEntries(COUNTRY_FIELDS.map((f) => [f, c[f]])));
      return `const rows = ${JSON.stringify(rows)};\nexport const all = () => rows;\n`;
    },
  };
}
