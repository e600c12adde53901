import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressiveList } from './progressive-list';

const items = Array.from({ length: 20 }, (_, i) => `Hotel ${i + 1}`);

/** The items each render of the list drew, render by render (each pass starts again at 1). */
function passes(seen: number[]): number[] {
  const out: number[] = [];
  for (const n of seen)
    if (n === 1) out.push(1);
    else out[out.length - 1] = n;
  return out;
}

describe('a long list', () => {
  test('draws every item, the first screen first, then a few at a time', async () => {
    const seen: number[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(Number(name.split(' ')[1]));
      return <li>{name}</li>;
    }
    render(
      <ul>
        <ProgressiveList items={items} render={(name) => <Probe key={name} name={name} />} />
      </ul>,
    );
    expect(await screen.findByText('Hotel 20')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // The first render drew the first two alone; each later one three more, up to all 20.
    expect(passes(seen)).toEqual([2, 5, 8, 11, 14, 17, 20]);
  });

  test('a new list starts again from its first screen; a longer one adds its new items', async () => {
    const seen: number[] = [];
    function Probe({ name }: { name: string }) {
      seen.push(Number(name.split(' ')[1]));
      return <li>{name}</li>;
    }
    const draw = (list: string[]) => (
      <ul>
        <ProgressiveList items={list} render={(name) => <Probe key={name} name={name} />} />
      </ul>
    );
    const { rerender } = render(draw(items.slice(0, 6)));
    expect(await screen.findByText('Hotel 6')).toBeInTheDocument();
    // Show more: the same list, longer.
    seen.length = 0;
    rerender(draw(items.slice(0, 9)));
    expect(await screen.findByText('Hotel 9')).toBeInTheDocument();
    expect(passes(seen)).toEqual([6, 9]);
    // Another list (sorted the other way): its first screen first.
    seen.length = 0;
    rerender(draw([...items.slice(0, 9)].reverse()));
    expect(await screen.findByText('Hotel 1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(seen.slice(0, 2)).toEqual([9, 8]);
    expect(seen[2]).toBe(9);
  });
});
