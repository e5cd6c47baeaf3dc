import { useEffect, useRef } from 'react';

/**
 * Back closes the open modal instead of leaving the page (issue 18: on a phone, Back used to lose
 * the prices typed into a dialog). Opening a modal pushes a history entry for the same address;
 * Back pops it and closes the top modal only; closing a modal otherwise takes its entry back off.
 * Used by the one modal every screen uses (`components/modal.tsx`).
 */

type Entry = { id: number; close: () => void };

const stack: Entry[] = [];
let nextId = 0;
/** Our own `history.back()` calls still to arrive as popstate events, which close nothing. */
let expectedPops = 0;
let listening = false;

const MARKER = 'tenderdeskModal';

function markerOf(state: unknown): number | undefined {
  return state && typeof state === 'object' ? (state as Record<string, number>)[MARKER] : undefined;
}

function push(entry: Entry) {
  const state = window.history.state;
  window.history.pushState({ ...(state && typeof state === 'object' ? state : {}), [MARKER]: entry.id }, '');
}

function onPopState() {
  if (expectedPops > 0) {
    expectedPops -= 1;
    return;
  }
  const top = stack.at(-1);
  if (!top) return;
  // Keep the entry while the modal decides: one that asks first ("discard your changes?") stays
  // open with its entry; one that closes takes the entry back off in its cleanup.
  push(top);
  top.close();
}

export function useBackToClose(opened: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!opened || typeof window === 'undefined') return;
    if (!listening) {
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    const entry: Entry = { id: ++nextId, close: () => close.current() };
    stack.push(entry);
    push(entry);
    return () => {
      const index = stack.indexOf(entry);
      const wasTop = index === stack.length - 1;
      if (index >= 0) stack.splice(index, 1);
      // Closed by its own buttons: take its entry off, unless a navigation has replaced it.
      if (wasTop && markerOf(window.history.state) === entry.id) {
        expectedPops += 1;
        window.history.back();
      }
    };
  }, [opened]);
}
