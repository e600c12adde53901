import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { UPLOAD_MESSAGES } from '@farewise/domain/uploads/upload.rules';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { UploadDialog } from './upload-dialog';

const names = (n: number) =>
  Array.from({ length: n }, (_, i) => `${String(i).padStart(32, 'a')}.png`);
const png = (bytes = 1000, name = 'passport.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return <UploadDialog opened onClose={() => {}} value={value} onChange={setValue} />;
}

function setup(initial: string[], reply?: Parameters<typeof mockApi>[0]) {
  URL.createObjectURL = vi.fn(() => 'blob:picture');
  URL.revokeObjectURL = vi.fn();
  const fetchMock = mockApi(
    reply ??
      ((url, init) => {
        if (init?.method === 'POST') return ok({ files: ['f'.repeat(32) + '.png'], urls: [] });
        return ok(null);
      }),
  );
  renderWithApp(<Harness initial={initial} />);
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

const choose = (files: File[]) =>
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });

const uploads = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('upload dialog', () => {
  test('an 11th picture is refused with the exact limit message', async () => {
    const { fetchMock } = setup(names(9));
    choose([png(), png()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The limit is 10, you selected 2 files this time, add up to 11 totally',
    );
    expect(uploads(fetchMock)).toHaveLength(0);
  });

  test('eleven pictures at once are refused too', async () => {
    setup([]);
    choose(Array.from({ length: 11 }, () => png()));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The limit is 10, you selected 11 files this time, add up to 11 totally',
    );
  });

  test('a 3 MB picture is refused', async () => {
    const { fetchMock } = setup([]);
    choose([png(3 * 1024 * 1024)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.tooLarge);
    expect(uploads(fetchMock)).toHaveLength(0);
  });

  test('a picture is uploaded as multipart field files and shown as a card', async () => {
    const { fetchMock } = setup([]);
    choose([png()]);
    expect(await screen.findByText(UPLOAD_MESSAGES.uploading)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('picture-card')).toHaveLength(1));
    const body = uploads(fetchMock)[0]![1]?.body as FormData;
    expect(body.getAll('files')).toHaveLength(1);
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
  });

  test('a call that throws says Upload failed', async () => {
    setup([], (_url, init) => {
      if (init?.method === 'POST') throw new TypeError('network down');
      return ok(null);
    });
    choose([png()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.failed);
  });

  test('a picture that cannot be read says File not found', async () => {
    setup([names(1)[0]!], () => ({
      status: 404,
      body: { code: 404, msg: 'File not found', data: null },
    }));
    expect(await screen.findByText(UPLOAD_MESSAGES.notFound)).toBeInTheDocument();
  });

  test('delete removes the picture on the server and from the list', async () => {
    const { fetchMock, user } = setup(names(2));
    await user.click(await screen.findByRole('button', { name: 'Delete picture 1' }));
    await waitFor(() => expect(screen.getAllByTestId('picture-card')).toHaveLength(1));
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(del?.[0])).toBe(`/v3/common_app/upload/${names(1)[0]}`);
  });
});
