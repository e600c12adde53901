import { groupDigits } from '@farewise/domain/money/format';
import type { ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';
import type { HotelSearchData } from './hotel-results-types';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';

/** On a phone the filters open in a drawer from the foot of the screen. */
export function HotelFiltersDrawer({
  opened,
  onClose,
  data,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  data: HotelSearchData | undefined;
  children: ReactNode;
}) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="90%">
      <Drawer.Overlay />
      <Drawer.Content>
        {/* Mantine draws the header as <header>, which reads as a second page banner. */}
        <Drawer.Header {...({ component: 'div' } as object)}>
          <Drawer.Title fw={700}>Filter by</Drawer.Title>
          <Drawer.CloseButton aria-label="Close filters" />
        </Drawer.Header>
        <Drawer.Body>
          {children}
          <Button fullWidth mt="sm" onClick={onClose}>
            {data ? `Show ${groupDigits(data.total)} properties` : 'Close'}
          </Button>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
