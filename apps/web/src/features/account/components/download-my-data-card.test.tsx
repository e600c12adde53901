import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, ok, renderWithApp } from '../../../../test/render';
import { DownloadMyDataCard } from './download-my-data-card';

describe('Download my data', () => {
  test('saves the export as a JSON file named for the day', async () => {
    const data = {
      exportedAt: '2026-12-02T10:00:00.000Z',
      account: { email: 'ann@example.com', createdAt: '2026-01-01T00:00:00.000Z' },
      travellers: [],
      contacts: [],
      orders: [],
      alerts: [],
      uploads: [],
    };
    const fetchMock = mockApi(() => ok(data));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:data';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<DownloadMyDataCard />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Download my data' }));
    expect(
      await screen.findByText('Saved as farewise-my-data-2026-12-02.json.'),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v3/account/export');
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(data);
  });

  test('a failure is said on the card', async () => {
    mockApi(() => ({ status: 401, body: { code: 401, msg: 'Please log in first.', data: null } }));
    renderWithApp(<DownloadMyDataCard />);
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in first.');
  });
});
