import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import type { ReactNode } from 'react';
import { useOpenedOnce } from './use-opened-once';
import { Modal, type MantineSize } from '@mantine/core';

/**
 * The site's dialog frame. Built from Modal's parts so the title bar is a <div>: Mantine's
 * default <header> would be read as a second page banner. The close button is named.
 */
export function SiteDialog({
  opened,
  onClose,
  title,
  size = 'sm',
  zIndex,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: MantineSize | number | string;
  zIndex?: number;
  children: ReactNode;
}) {
  if (!useOpenedOnce(opened)) return null;
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered radius="lg" zIndex={zIndex}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="h3">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
