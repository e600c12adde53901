import './price-alerts-styles';
import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { PriceAlertView } from '@farewise/domain/price-alerts/price-alert.schemas';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useUpdateAlert } from '../api/price-alerts-api';
import { DropFields, draftOf, dropFromDraft, type DropDraft } from './drop-fields';

/** Changes the drop an alert waits for (the account tab or a mail's page). */
export function ChangeDialog({
  alert,
  onClose,
  token,
}: {
  alert: PriceAlertView | null;
  onClose: () => void;
  token?: string | null;
}) {
  const update = useUpdateAlert(token);
  const [draft, setDraft] = useState<DropDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? (alert ? draftOf(alert.drop) : draftOf({ kind: 'percent', value: 5 }));
  const close = () => {
    setDraft(null);
    setError(null);
    onClose();
  };
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!alert) return;
    const parsed = dropFromDraft(value);
    if ('error' in parsed) return setError(parsed.error);
    try {
      await update.mutateAsync({ id: alert.id, drop: parsed.drop });
      toastSuccess('Price alert saved');
      close();
    } catch (err) {
      toastFailure(err);
    }
  };
  return (
    <SiteDialog opened={!!alert} onClose={close} title="Change price alert" size="md">
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack gap="md">
          <DropFields
            value={value}
            onChange={setDraft}
            currency={alert?.currency ?? ''}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </SiteDialog>
  );
}
