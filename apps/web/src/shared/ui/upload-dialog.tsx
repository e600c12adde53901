import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Image.css';
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import {
  UPLOAD_ACCEPT,
  UPLOAD_MAX_FILES,
  UPLOAD_MESSAGES,
  uploadSelectionError,
} from '@farewise/domain/uploads/upload.rules';
import { ApiError, request } from '../api/client';
import { getToken } from '../session/session-store';
import { PictureCard } from './picture-card';
import { SiteDialog } from './site-dialog';
import {
  UPLOAD_PATH,
  guestUploadHeaders,
  keepGuestToken,
  ownerHeaders,
  type UploadItem,
} from './uploads';

interface UploadAnswer {
  files: string[];
  urls: string[];
  guestToken?: string;
}

/**
 * The picture uploader (SPEC 2.4, 5, 8): a picture-card list with preview and delete, images
 * only, at most 10 pictures of at most 2 MB, one upload at a time. `value` is the stored names.
 */
export function UploadDialog({
  opened,
  onClose,
  title = 'Upload pictures',
  description,
  value,
  onChange,
}: {
  opened: boolean;
  onClose: () => void;
  title?: string;
  description?: string;
  value: readonly string[];
  onChange: (names: string[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const items: UploadItem[] = value.map((name) => ({
    uid: name,
    name,
    url: `${UPLOAD_PATH}/${name}`,
    status: 'done',
  }));

  const choose = () => {
    if (uploading) {
      setMessage(UPLOAD_MESSAGES.uploading);
      return;
    }
    input.current?.click();
  };

  const upload = async (files: File[]) => {
    if (!files.length) return;
    if (uploading) {
      setMessage(UPLOAD_MESSAGES.uploading);
      return;
    }
    const error = uploadSelectionError(files, value.length);
    if (error) {
      setMessage(error);
      return;
    }
    setMessage(null);
    setUploading(true);
    try {
      const body = new FormData();
      files.forEach((f) => body.append('files', f, f.name));
      // The client adds the signed-in token itself.
      const headers = guestUploadHeaders();
      const answer = await request<UploadAnswer>(UPLOAD_PATH, { method: 'POST', body, headers });
      if (answer.guestToken) keepGuestToken(answer.guestToken);
      onChange([...value, ...answer.files]);
    } catch (err) {
      // SPEC 8: the server's msg, or 'Upload failed' when the call itself failed.
      setMessage(err instanceof ApiError && err.code !== 0 ? err.message : UPLOAD_MESSAGES.failed);
    } finally {
      setUploading(false);
    }
  };

  const remove = async (name: string) => {
    try {
      await request<unknown>(`${UPLOAD_PATH}/${encodeURIComponent(name)}`, {
        method: 'DELETE',
        headers: getToken() ? {} : ownerHeaders(),
      });
    } catch (err) {
      // Already gone from the server: drop it from the list all the same.
      if (!(err instanceof ApiError && err.code === 404)) {
        setMessage(err instanceof Error ? err.message : UPLOAD_MESSAGES.failed);
        return;
      }
    }
    onChange(value.filter((n) => n !== name));
  };

  return (
    <>
      <SiteDialog opened={opened} onClose={onClose} title={title} size="lg">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {description ??
              `Pictures only (PNG, JPEG, GIF or WebP), up to ${UPLOAD_MAX_FILES}, each at most 2 MB.`}
          </Text>
          {message && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setMessage(null)}
            >
              {message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
            {items.map((item, i) => (
              <PictureCard
                key={item.uid}
                item={item}
                index={i}
                onPreview={setPreview}
                onDelete={() => void remove(item.name)}
              />
            ))}
            {value.length < UPLOAD_MAX_FILES && (
              <UnstyledButton
                onClick={choose}
                aria-busy={uploading}
                style={{
                  minHeight: 132,
                  border: '1px dashed var(--mantine-color-gray-5)',
                  borderRadius: 8,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 6,
                  padding: 8,
                  textAlign: 'center',
                }}
              >
                {uploading ? <Loader size="sm" aria-hidden /> : <IconPlus size={24} aria-hidden />}
                <Text size="sm" fw={600}>
                  {uploading ? UPLOAD_MESSAGES.uploading : 'Add pictures'}
                </Text>
              </UnstyledButton>
            )}
          </SimpleGrid>
          <input
            ref={input}
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            hidden
            data-testid="upload-input"
            aria-label="Choose pictures"
            onChange={(e) => {
              const files = [...(e.currentTarget.files ?? [])];
              e.currentTarget.value = '';
              void upload(files);
            }}
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {value.length} of {UPLOAD_MAX_FILES} pictures
            </Text>
            <Button onClick={onClose} variant="default">
              Done
            </Button>
          </Group>
        </Stack>
      </SiteDialog>
      <SiteDialog
        opened={!!preview}
        onClose={() => setPreview(null)}
        title="Preview"
        size="xl"
        zIndex={300}
      >
        {preview && <Image src={preview} alt="Picture preview" fit="contain" mah="70vh" />}
      </SiteDialog>
    </>
  );
}
