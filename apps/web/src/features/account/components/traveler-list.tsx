import './account-styles';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconEdit,
  IconPaperclip,
  IconPlus,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { passportCountryName } from '@farewise/domain/passengers/countries';
import { passportExpiryWarning, todayIso } from '@farewise/domain/passengers/passenger-dates';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { UploadDialog } from '../../../shared/ui/upload-dialog';
import { useDeletePassenger } from '../api/saved-passengers';
import { useSavedPassengers } from '../../../shared/api/saved-passengers';
import { PassengerFormDialog } from './passenger-form-dialog';
import { useTravellerDocuments } from './traveller-documents';
import { formatDay } from './format';

export const fullName = (p: Pick<SavedPassenger, 'given_name' | 'middle_name' | 'surname'>) =>
  [p.given_name, p.middle_name, p.surname].filter(Boolean).join(' ');

function TravellerCard({
  passenger,
  onEdit,
  onDelete,
}: {
  passenger: SavedPassenger;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [documents, setDocuments] = useTravellerDocuments(passenger.id);
  const [uploadOpen, setUploadOpen] = useState(false);
  const name = fullName(passenger);
  const expiring = passportExpiryWarning(passenger.id_card_time, todayIso());
  const expired = passenger.id_card_time < todayIso();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={name}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="lg" style={{ wordBreak: 'break-word' }}>
            {name}
          </Text>
          <Badge variant="light" color={passenger.age_type === 0 ? 'brand' : 'grape'}>
            {passenger.age_type === 0 ? 'Adult' : 'Child'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {passenger.sex === 1 ? 'Male' : 'Female'} · Born {formatDay(passenger.birthday)}
        </Text>
        <Text size="sm">
          Passport: {passportCountryName(passenger.id_card_issue) ?? passenger.id_card_issue} ·{' '}
          {passenger.id_card}
        </Text>
        <Text size="sm" c={expired ? 'red.8' : undefined}>
          {expired ? 'Expired' : 'Expires'} {formatDay(passenger.id_card_time)}
        </Text>
        {expiring && (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
            <Text size="xs" c="#8a3300">
              {expiring}
            </Text>
          </Group>
        )}
        <Group gap="xs" mt="auto" pt="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={onEdit}
            aria-label={`Edit ${name}`}
          >
            Edit
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPaperclip size={16} aria-hidden />}
            onClick={() => setUploadOpen(true)}
            aria-label={`Documents of ${name}`}
          >
            Documents{documents.length ? ` (${documents.length})` : ''}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onDelete}
            aria-label={`Delete ${name}`}
          >
            Delete
          </Button>
        </Group>
      </Stack>
      <UploadDialog
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
        title={`Documents of ${name}`}
        description="Attach pictures of the passport's photo page. Pictures only (PNG, JPEG, GIF or WebP), up to 10, each at most 2 MB."
        value={documents}
        onChange={setDocuments}
      />
    </Card>
  );
}

function TravellerSection({
  title,
  list,
  onEdit,
  onDelete,
}: {
  title: string;
  list: SavedPassenger[];
  onEdit: (p: SavedPassenger) => void;
  onDelete: (p: SavedPassenger) => void;
}) {
  if (!list.length) return null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title} ({list.length})
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {list.map((p) => (
          <TravellerCard
            key={p.id}
            passenger={p}
            onEdit={() => onEdit(p)}
            onDelete={() => onDelete(p)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Tab 1, Traveler List: the saved regular passengers the booking page offers (SPEC 3, 6). */
export function TravelerList() {
  const passengers = useSavedPassengers();
  const del = useDeletePassenger();
  const [editing, setEditing] = useState<SavedPassenger | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<SavedPassenger | null>(null);

  const openNew = () => {
    setEditing(null);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      toastSuccess('Traveller deleted');
      setDeleting(null);
    } catch (err) {
      toastFailure(err);
    }
  };

  const data = passengers.data;
  const empty = data && data.adults.length + data.children.length === 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            Traveler List
          </Title>
          <Text c="dimmed" size="sm">
            Save the people you travel with and pick them when you book.
          </Text>
        </div>
        {data && !empty && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
            Add a traveller
          </Button>
        )}
      </Group>
      {passengers.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Skeleton h={180} radius="md" />
          <Skeleton h={180} radius="md" />
        </SimpleGrid>
      )}
      {passengers.isError && (
        <Alert color="red" variant="light" title="We could not load your travellers">
          <Group justify="space-between">
            <Text size="sm">{passengers.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void passengers.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {empty && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconUsers size={30} />
            </ThemeIcon>
            <Title order={3} size="h4">
              No saved travellers yet
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              Add yourself and the people you travel with once, then fill in a booking in a click.
            </Text>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew}>
              Add a traveller
            </Button>
          </Stack>
        </Card>
      )}
      {data && (
        <>
          <TravellerSection
            title="Adults"
            list={data.adults}
            onEdit={(p) => {
              setEditing(p);
              setFormOpen(true);
            }}
            onDelete={setDeleting}
          />
          <TravellerSection
            title="Children"
            list={data.children}
            onEdit={(p) => {
              setEditing(p);
              setFormOpen(true);
            }}
            onDelete={setDeleting}
          />
        </>
      )}
      <PassengerFormDialog
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        passenger={editing}
      />
      <SiteDialog opened={!!deleting} onClose={() => setDeleting(null)} title="Delete traveller?">
        <Stack gap="md">
          <Text>
            {deleting ? fullName(deleting) : ''} will be removed from your saved travellers.
            Bookings already made are not affected.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Keep
            </Button>
            <Button color="red" loading={del.isPending} onClick={() => void confirmDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </SiteDialog>
    </Stack>
  );
}
