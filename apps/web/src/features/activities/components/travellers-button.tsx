import { useState } from 'react';
import { Button, Popover } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { partyText, type Party } from '@farewise/domain/activities/activity.rules';
import { TravellersPicker } from './travellers-picker';

/** The party in a popover: counters, then Apply. */
export function TravellersButton({
  value,
  onApply,
  labels,
}: {
  value: Party;
  onApply: (party: Party) => void;
  labels?: { adult: string; child: string | null; infant: string | null };
}) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(value);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconUsers size={18} aria-hidden />}
          aria-label={`Travellers: ${partyText(value)}`}
          onClick={() => {
            setDraft(value);
            setOpened((o) => !o);
          }}
        >
          {partyText(value)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Travellers" w={320}>
        <TravellersPicker value={draft} onChange={setDraft} labels={labels} />
        <Button
          fullWidth
          mt="md"
          onClick={() => {
            onApply(draft);
            setOpened(false);
          }}
        >
          Apply
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
