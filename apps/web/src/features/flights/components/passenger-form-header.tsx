import type { ReactNode } from 'react';
import { Button, Card, Group, Menu, Title } from '@mantine/core';
import type { SavedPassenger } from '@farewise/domain/passengers/passenger.schemas';

const nameOf = (p: SavedPassenger) =>
  [p.surname, p.middle_name, p.given_name].filter(Boolean).join(' ');

/**
 * A passenger form's card: its title and actions (SPEC 2.7): Regular passengers (signed in, with
 * a saved list of this type), Remove passengers (not on the first) and Reset.
 */
export function PassengerFormHeader(props: {
  id: string;
  title: string;
  saved?: SavedPassenger[];
  onChooseSaved?: (p: SavedPassenger) => void;
  onRemove?: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`${props.id}-title`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={`${props.id}-title`}>
          {props.title}
        </Title>
        <Group gap="xs">
          {props.saved && props.saved.length > 0 && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="light" size="xs">
                  Regular passengers
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {props.saved.map((p) => (
                  <Menu.Item key={p.id} onClick={() => props.onChooseSaved?.(p)}>
                    {nameOf(p)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
          {props.onRemove && (
            <Button variant="subtle" color="red" size="xs" onClick={props.onRemove}>
              Remove passengers
            </Button>
          )}
          <Button variant="subtle" size="xs" onClick={props.onReset}>
            Reset
          </Button>
        </Group>
      </Group>
      {props.children}
    </Card>
  );
}
