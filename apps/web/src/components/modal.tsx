import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useState } from 'react';
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

/**
 * What a dialog opened for `value` shows: the value while it is open, and the last one while it
 * closes. Mantine plays the exit transition after `opened` turns false, so a dialog whose title,
 * message and buttons read state that closing clears would show them empty for that moment: a
 * nameless dialog and buttons to assistive technology (axe caught it; decision 062).
 *
 *   const shown = useLastOpen(target);
 *   <ConfirmDialog opened={target !== null} title={shown ? ... : ''} ... />
 */
export function useLastOpen<T>(value: T | null): T | null {
  const [last, setLast] = useState<T | null>(value);
  useEffect(() => {
    if (value !== null) setLast(value);
  }, [value]);
  return value ?? last;
}
