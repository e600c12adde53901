import './account-styles';
import { useState } from 'react';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { accountExportFileName } from '@farewise/domain/account/account-data.schemas';
import { fetchMyData } from '../api/account-data';

/** Saves a JSON document as a file the browser downloads. */
function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data" (issue 41): the account, travellers, contacts, orders, alerts and uploads as one JSON file. */
export function DownloadMyDataCard() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const data = await fetchMyData();
      const fileName = accountExportFileName(data.exportedAt);
      saveJson(data, fileName);
      setSaved(fileName);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Your data could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3">
            Download my data
          </Title>
          <Text c="dimmed" size="sm">
            One JSON file with your account, saved travellers and contacts, orders, price alerts and
            uploaded pictures.
          </Text>
        </div>
        {saved && (
          <Text size="sm" role="status">
            Saved as {saved}.
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={busy}
          onClick={() => void download()}
          style={{ alignSelf: 'flex-start' }}
        >
          Download my data
        </Button>
      </Stack>
    </Card>
  );
}
