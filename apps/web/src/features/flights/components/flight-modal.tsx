import type { ReactNode } from 'react';
import { Drawer, Modal } from '@mantine/core';
import { useOpenedOnce } from '../../../shared/ui/use-opened-once';

// Mantine draws a dialog's header as <header>, which reads as a second page banner; a div does not.
const divHeader = { component: 'div' } as object;

interface FlightModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: string;
  centered?: boolean;
}

/** A dialog with a heading title and a named close button. */
export function FlightModal({
  opened,
  onClose,
  title,
  children,
  size,
  centered,
}: FlightModalProps) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered={centered}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...divHeader}>
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** A bottom sheet with the same header treatment (filters on small screens). */
export function FlightDrawer({
  opened,
  onClose,
  title,
  children,
}: Omit<FlightModalProps, 'size' | 'centered'>) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Drawer.Root opened={opened} onClose={onClose} position="bottom" size="85%">
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...divHeader}>
          <Drawer.Title fw={700}>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
