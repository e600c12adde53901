import './account-styles';
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Select } from '../../../shared/ui/select';
import {
  IconAddressBook,
  IconEdit,
  IconMail,
  IconPhone,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CALLING_CODES } from '@farewise/domain/contacts/calling-codes';
import { formatMobile } from '@farewise/domain/contacts/contact.rules';
import { contactFormSchema, type SavedContact } from '@farewise/domain/contacts/contact.schemas';
import { ApiError } from '../../../shared/api/client';
import { SiteDialog } from '../../../shared/ui/site-dialog';
import { toastFailure, toastSuccess } from '../../../shared/ui/toast';
import { useDeleteContact, useSaveContact, useSavedContacts } from '../api/saved-contacts';

interface ContactFormState {
  /** The chosen country (several share a calling code); postcode is its code. */
  iso: string;
  postcode: string;
  mobile: string;
  email: string;
}

const codeData = CALLING_CODES.map((c) => ({
  value: c.iso,
  label: `${c.country} (+${c.code})`,
}));
const codeOfIso = new Map(CALLING_CODES.map((c) => [c.iso, c.code]));
const isoOfCode = (code: string) => CALLING_CODES.find((c) => c.code === code)?.iso ?? '';

function ContactForm({ contact, onDone }: { contact: SavedContact | null; onDone: () => void }) {
  const save = useSaveContact();
  const form = useForm<ContactFormState>({
    mode: 'onTouched',
    defaultValues: {
      iso: contact ? isoOfCode(contact.postcode) : '',
      postcode: contact?.postcode ?? '',
      mobile: contact?.mobile ?? '',
      email: contact?.email ?? '',
    },
    resolver: zodResolver(contactFormSchema) as never,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        ...(contact ? { id: contact.id } : {}),
        postcode: v.postcode,
        mobile: v.mobile.trim(),
        email: v.email.trim(),
      });
      toastSuccess(contact ? 'Contact updated' : 'Contact saved');
      onDone();
    } catch (err) {
      const fieldErrors =
        err instanceof ApiError
          ? err.errors.filter((e) => ['postcode', 'mobile', 'email'].includes(e.field))
          : [];
      if (fieldErrors.length)
        fieldErrors.forEach((e) =>
          form.setError(e.field as FieldPath<ContactFormState>, { message: e.message }),
        );
      else toastFailure(err);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="iso"
          render={({ field }) => (
            <Select
              label="Country code"
              withAsterisk
              searchable
              data={codeData}
              value={field.value || null}
              onChange={(iso) => {
                field.onChange(iso ?? '');
                form.setValue('postcode', iso ? (codeOfIso.get(iso) ?? '') : '', {
                  shouldValidate: true,
                });
                if (form.getValues('mobile')) void form.trigger('mobile');
              }}
              onBlur={() => {
                field.onBlur();
                void form.trigger('postcode');
              }}
              error={errors.postcode?.message}
              nothingFoundMessage="No country matches"
            />
          )}
        />
        <TextInput
          label="Mobile"
          withAsterisk
          type="tel"
          autoComplete="tel-national"
          {...form.register('mobile')}
          error={errors.mobile?.message}
        />
        <TextInput
          label="Email"
          withAsterisk
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save contact
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Tab 2, Contact List: saved contacts (country calling code, mobile, email; SPEC 3, 5). */
export function ContactList() {
  const contacts = useSavedContacts();
  const del = useDeleteContact();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<SavedContact | null>(null);
  const [deleting, setDeleting] = useState<SavedContact | null>(null);

  const openForm = (c: SavedContact | null) => {
    setEditing(c);
    setFormOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await del.mutateAsync(deleting.id);
      toastSuccess('Contact deleted');
      setDeleting(null);
    } catch (err) {
      toastFailure(err);
    }
  };
  const list = contacts.data?.list;

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            Contact List
          </Title>
          <Text c="dimmed" size="sm">
            Where we send booking confirmations and reach you about a trip.
          </Text>
        </div>
        {!!list?.length && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
            Add a contact
          </Button>
        )}
      </Group>
      {contacts.isPending && <Skeleton h={120} radius="md" />}
      {contacts.isError && (
        <Alert color="red" variant="light" title="We could not load your contacts">
          {contacts.error.message}
        </Alert>
      )}
      {list && list.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
              <IconAddressBook size={30} />
            </ThemeIcon>
            <Title order={3} size="h4">
              No saved contacts yet
            </Title>
            <Text c="dimmed" size="sm" maw={420}>
              Save a mobile number and email once and use them for every booking.
            </Text>
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
              Add a contact
            </Button>
          </Stack>
        </Card>
      )}
      {!!list?.length && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {list.map((c) => (
            <Card
              key={c.id}
              withBorder
              radius="md"
              padding="md"
              component="article"
              aria-label={c.email}
            >
              <Stack gap={6}>
                <Group gap={8} wrap="nowrap">
                  <IconMail size={18} aria-hidden />
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {c.email}
                  </Text>
                </Group>
                <Group gap={8} wrap="nowrap">
                  <IconPhone size={18} aria-hidden />
                  <Text size="sm">{formatMobile(c.mobile, c.postcode)}</Text>
                </Group>
                <Group gap="xs" pt="xs">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={16} aria-hidden />}
                    onClick={() => openForm(c)}
                    aria-label={`Edit ${c.email}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => setDeleting(c)}
                    aria-label={`Delete ${c.email}`}
                  >
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <SiteDialog
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        title={editing ? 'Edit contact' : 'Add a contact'}
        size="md"
      >
        {formOpen && (
          <ContactForm
            key={editing?.id ?? 'new'}
            contact={editing}
            onDone={() => setFormOpen(false)}
          />
        )}
      </SiteDialog>
      <SiteDialog opened={!!deleting} onClose={() => setDeleting(null)} title="Delete contact?">
        <Stack gap="md">
          <Text>{deleting?.email} will be removed from your contacts.</Text>
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
