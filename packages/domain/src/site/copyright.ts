/**
 * The copyright text is shown split on its line breaks (SPEC 2.3). Kept apart from the
 * zod schemas so the browser's first load does not carry zod for one string split.
 */
export function copyrightLines(copyright: string): string[] {
  return copyright
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}
