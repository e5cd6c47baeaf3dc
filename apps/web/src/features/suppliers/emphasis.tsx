import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A sentence in the language on screen with some of its arguments marked up (a company's name in
 * bold): each part's text is found in the sentence, wherever the language puts it, and shown as its
 * node. A part not found (or empty) leaves the sentence's text as it is.
 */
export function emphasise(text: string, parts: readonly { text: string; node: ReactNode }[]): ReactNode {
  const found = parts
    .filter((part) => part.text !== '')
    .map((part) => ({ ...part, at: text.indexOf(part.text) }))
    .filter((part) => part.at >= 0)
    .sort((a, b) => a.at - b.at);
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const part of found) {
    if (part.at < from) continue;
    pieces.push(text.slice(from, part.at), part.node);
    from = part.at + part.text.length;
  }
  pieces.push(text.slice(from));
  return createElement(Fragment, null, ...pieces);
}
