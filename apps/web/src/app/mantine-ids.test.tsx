import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { useRef } from 'react';
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MANTINE_USE_ID, SITE_USE_ID, mantineIds } from '../../build/mantine-ids';
import { useMantineId } from '../shared/mantine/use-id';

const load = (id: string) =>
  (mantineIds().load as (this: unknown, id: string) => string | null).call(null, id);

test("the build serves Mantine's installed useId module as the site's hook, and nothing else", () => {
  // The file every Mantine component's useId comes from, where this Mantine version keeps it.
  const hooksIndex = createRequire(import.meta.url).resolve('@mantine/hooks');
  const installed = path.join(path.dirname(hooksIndex), '../esm/use-id/use-id.mjs');
  expect(fs.existsSync(installed)).toBe(true);
  expect(fs.readFileSync(path.join(path.dirname(installed), '../index.mjs'), 'utf8')).toContain(
    './use-id/use-id.mjs',
  );
  expect(MANTINE_USE_ID.test(installed)).toBe(true);
  expect(load(installed)).toBe(
    `export { useMantineId as useId } from ${JSON.stringify(SITE_USE_ID)};\n`,
  );
  expect(fs.existsSync(SITE_USE_ID)).toBe(true);
  expect(load(path.join(path.dirname(installed), '../use-media-query/use-media-query.mjs'))).toBe(
    null,
  );
});

function Field({ id, seen }: { id?: string; seen: string[] }) {
  const inputId = useMantineId(id);
  const renders = useRef(0);
  renders.current++;
  seen.push(`${renders.current}:${inputId}`);
  return (
    <>
      <label htmlFor={inputId}>Given name</label>
      <input id={inputId} />
    </>
  );
}

test('an id is the same from the first render on, and a given id wins', () => {
  const seen: string[] = [];
  const { rerender } = render(<Field seen={seen} />);
  const first = screen.getByLabelText('Given name').id;
  expect(first).toMatch(/^mantine-/);
  // Mounting draws the field once; a later render keeps its id.
  expect(seen).toEqual([`1:${first}`]);
  rerender(<Field seen={seen} />);
  expect(screen.getByLabelText('Given name').id).toBe(first);

  render(<Field id="passport-number" seen={[]} />);
  expect(document.getElementById('passport-number')).toBeInTheDocument();
});

test('two fields have two ids', () => {
  render(
    <>
      <Field seen={[]} />
      <Field seen={[]} />
    </>,
  );
  const [a, b] = screen.getAllByLabelText('Given name');
  expect(a!.id).not.toBe(b!.id);
});
