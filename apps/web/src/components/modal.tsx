import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useBackToClose } from '../lib/use-back-to-close';

/**
 * Mantine's Modal, closed by the browser's Back instead of leaving the page (issue 18).
 * `backCloses={false}` for a dialog that is itself the answer to a navigation (the leave guard's):
 * the router's blocker owns the history there, and an entry of ours would turn Stay into Leave.
 */
export function Modal({ backCloses = true, ...props }: ModalProps & { backCloses?: boolean }) {
  useBackToClose(props.opened && backCloses, props.onClose);
  return <MantineModal {...props} />;
}
