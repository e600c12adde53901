import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressiveList } from './progressive-list';

const items = Array.from({ length: 20 }, (_, i) => `Hotel ${i + 1}`);

describe('a long list', () => {
  test('draws every item, the first screen first', async () => {
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
    // The first render drew the first three alone; the rest came in a later render.
    expect(seen.slice(0, 4)).toEqual([1, 2, 3, 1]);
  });
});
