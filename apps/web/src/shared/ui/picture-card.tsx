import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import { useEffect, useState } from 'react';
import { ActionIcon, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconEye, IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { UPLOAD_MESSAGES } from '@farewise/domain/uploads/upload.rules';
import { loadingState } from './loading-state';
import { UPLOAD_PATH, ownerHeaders, type UploadItem } from './uploads';

/**
 * A picture is served to its owner only, so an <img src> cannot show it: fetch it with the
 * owner's header and show a blob URL. null while loading, 'missing' when it cannot be read.
 */
function usePicture(name: string): string | null | 'missing' {
  const [src, setSrc] = useState<string | null | 'missing'>(null);
  useEffect(() => {
    let url: string | null = null;
    const controller = new AbortController();
    fetch(`${UPLOAD_PATH}/${encodeURIComponent(name)}`, {
      headers: ownerHeaders(),
      signal: controller.signal,
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(UPLOAD_MESSAGES.notFound);
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch((err: unknown) => {
        if ((err as { name?: string })?.name !== 'AbortError') setSrc('missing');
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [name]);
  return src;
}

/** One uploaded picture of the uploader: its thumbnail, Preview and Delete. */
export function PictureCard({
  item,
  index,
  onPreview,
  onDelete,
}: {
  item: UploadItem;
  index: number;
  onPreview: (src: string) => void;
  onDelete: () => void;
}) {
  const src = usePicture(item.name);
  const label = `Picture ${index + 1}`;
  return (
    <Stack
      gap={4}
      p={6}
      style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
      data-testid="picture-card"
    >
      <div
        style={{
          height: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--mantine-color-gray-0)',
          borderRadius: 6,
          overflow: 'hidden',
        }}
      >
        {src === null && <Loader size="sm" {...loadingState('Loading picture')} />}
        {src === 'missing' && (
          <Stack gap={2} align="center">
            <IconPhotoOff size={24} aria-hidden />
            <Text size="xs" c="red.8" role="status">
              {UPLOAD_MESSAGES.notFound}
            </Text>
          </Stack>
        )}
        {src && src !== 'missing' && <Image src={src} alt={label} h={96} w="100%" fit="cover" />}
      </div>
      <Group gap={4} justify="center" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={`Preview ${label.toLowerCase()}`}
          disabled={!src || src === 'missing'}
          onClick={() => src && src !== 'missing' && onPreview(src)}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${label.toLowerCase()}`}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
