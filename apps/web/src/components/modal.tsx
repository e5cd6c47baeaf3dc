import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useBackToClose } from '../lib/use-back-to-close';

/** Mantine's Modal, closed by the browser's Back instead of leaving the page (issue 18). */
export function Modal(props: ModalProps) {
  useBackToClose(props.opened, props.onClose);
  return <MantineModal {...props} />;
}
