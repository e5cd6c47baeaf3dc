import type { BoqPrefill } from '@tenderdesk/domain/boq';
import type { EditorState } from './quotation-editor-state';

/*
 * "Fill from Excel" (issue 23 item 2): the server's reading of the supplier's BoQ put into the
 * form. The tender's lines (in the tender's order, as the BoQ lists them) take the file's unit
 * price and GST rate and the tender's current quantity; an item the file leaves empty is left unquoted; lines the supplier added
 * and the notes are kept. Nothing is sent: the supplier reviews and submits as usual.
 */

const sameCode = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The editor with the file's prices on the tender's lines. */
export function applyBoqPrefill(state: EditorState, prefill: BoqPrefill): EditorState {
  let position = 0;
  const lines = state.lines.map((line) => {
    if (!line.fromTender) return line;
    const priced = prefill.lines[position];
    position += 1;
    if (!priced || !sameCode(priced.itemCode, line.itemCode)) return line;
    return {
      ...line,
      // The tender's quantity now: an addendum may have changed it since the form was opened.
      qty: priced.qty,
      unitPrice: priced.unitPrice ?? '',
      gstRate: priced.gstRate === null ? line.gstRate : String(priced.gstRate),
    };
  });
  return { ...state, lines };
}

/** A refusal's message as its heading and its problem lines ("Row 7, Unit price (₹): …"). */
export function boqProblemLines(message: string): { heading: string; problems: string[] } {
  const [heading = '', ...problems] = message.split('\n');
  return { heading, problems };
}
