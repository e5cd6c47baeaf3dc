import { type Paise, paiseToDecimal, toPaise } from './money';

/*
 * Goods received against an order (issue 24 item 2). Against an Issued and Acknowledged order the
 * buyer records receipts (goods receipt notes): per line the quantity received, of it accepted and
 * rejected (a rejection needs a reason), the day, and a delivery document. Deliveries may be
 * partial; a line may never be accepted beyond what was ordered (over-receipt). Rejected goods go
 * back to the supplier, so what is outstanding is the ordered quantity less what was accepted. The
 * order closes itself when nothing is outstanding, or when the buyer short-closes it with a reason.
 * Quantities are exact 2-decimal numbers, held in hundredths like money (money.ts).
 */

export const RECEIPT_LIMITS = { reasonMax: 500, notesMax: 1000 } as const;

/** What was ordered and accepted so far on one order line (hundredths). */
export type LineProgress = { lineId: string; ordered: Paise; accepted: Paise; rejected: Paise };

/** One line of a new receipt, as entered (decimal texts or numbers). */
export type ReceiptLineInput = {
  lineId: string;
  received: string | number;
  accepted: string | number;
  rejectedReason?: string | null;
};

export type ReceiptLineProblem =
  | 'unknownLine'
  | 'quantityInvalid'
  | 'acceptedAboveReceived'
  | 'overReceipt'
  | 'reasonRequired'
  | 'nothingReceived';

export type CheckedReceiptLine = { lineId: string; received: Paise; accepted: Paise; rejected: Paise };

const QTY = /^\d{1,10}(\.\d{1,2})?$/;

function quantity(value: string | number): Paise | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!QTY.test(text)) return null;
  return toPaise(text);
}

/**
 * Checks a receipt's lines against the order's progress: each quantity a non-negative number with
 * at most 2 decimals, accepted ≤ received, accepted ≤ outstanding, a reason when anything is
 * rejected, and something received on the receipt as a whole. Answers the checked lines (rejected =
 * received − accepted) or the first problem per line.
 */
export function checkReceipt(
  progress: readonly LineProgress[],
  lines: readonly ReceiptLineInput[],
):
  | { ok: true; lines: CheckedReceiptLine[] }
  | { ok: false; problems: { lineId: string; problem: ReceiptLineProblem }[] } {
  const byId = new Map(progress.map((line) => [line.lineId, line]));
  const problems: { lineId: string; problem: ReceiptLineProblem }[] = [];
  const checked: CheckedReceiptLine[] = [];
  for (const line of lines) {
    const known = byId.get(line.lineId);
    const received = quantity(line.received);
    const accepted = quantity(line.accepted);
    let problem: ReceiptLineProblem | null = null;
    if (!known) problem = 'unknownLine';
    else if (received === null || accepted === null) problem = 'quantityInvalid';
    else if (accepted > received) problem = 'acceptedAboveReceived';
    else if (accepted > outstanding(known)) problem = 'overReceipt';
    else if (received > accepted && !line.rejectedReason?.trim()) problem = 'reasonRequired';
    if (problem) problems.push({ lineId: line.lineId, problem });
    else if (received !== null && accepted !== null && received > 0) {
      checked.push({ lineId: line.lineId, received, accepted, rejected: received - accepted });
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  if (checked.length === 0) return { ok: false, problems: [{ lineId: '', problem: 'nothingReceived' }] };
  return { ok: true, lines: checked };
}

/** What is still to come on a line: ordered less accepted (never below zero). */
export function outstanding(line: LineProgress): Paise {
  return Math.max(0, line.ordered - line.accepted);
}

/** The progress after a receipt. */
export function applyReceipt(
  progress: readonly LineProgress[],
  receipt: readonly CheckedReceiptLine[],
): LineProgress[] {
  const byId = new Map(receipt.map((line) => [line.lineId, line]));
  return progress.map((line) => {
    const got = byId.get(line.lineId);
    return got
      ? { ...line, accepted: line.accepted + got.accepted, rejected: line.rejected + got.rejected }
      : line;
  });
}

/** Whether every line is fully accepted: the order then closes by itself. */
export function fullyReceived(progress: readonly LineProgress[]): boolean {
  return progress.length > 0 && progress.every((line) => outstanding(line) === 0);
}

/** A quantity in hundredths as the API's 2-decimal number. */
export function quantityNumber(hundredths: Paise): number {
  return Number(paiseToDecimal(hundredths));
}

export type ReceiptDayProblem = 'invalid' | 'future' | 'beforeIssue';

/**
 * The day goods arrived: a calendar day (YYYY-MM-DD, portal time) not after today and not before
 * the day the order was issued. Both days are the server's (its clock, PORTAL_TIME_ZONE).
 */
export function checkReceiptDay(
  day: string,
  today: string,
  issuedOn: string | null,
): ReceiptDayProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return 'invalid';
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return 'invalid';
  if (day > today) return 'future';
  if (issuedOn !== null && day < issuedOn) return 'beforeIssue';
  return null;
}

// ---------------------------------------------------------------------------------------------
// What the API answers (quantities as exact 2-decimal numbers)

/** One order line's progress: ordered, accepted and rejected so far, and what is outstanding. */
export type ReceivingLine = {
  lineId: string;
  position: number;
  itemCode: string;
  itemName: string;
  uom: string;
  ordered: number;
  accepted: number;
  rejected: number;
  outstanding: number;
};

export type ReceiptLineView = {
  lineId: string;
  position: number;
  itemCode: string;
  itemName: string;
  uom: string;
  received: number;
  accepted: number;
  rejected: number;
  rejectedReason: string | null;
};

/** A goods receipt note as shown: its number on the order, day, notes, delivery file and lines. */
export type GoodsReceiptView = {
  _id: string;
  number: number;
  receivedOn: string;
  notes: string;
  createdAt: string;
  /** The delivery document: its name and `/uploads/<fileId>.<ext>` name; null when none. */
  deliveryFile: { name: string; fileName: string } | null;
  lines: ReceiptLineView[];
};

/** GET …/receipts: the order's progress per line and its receipts, oldest first. */
export type OrderReceiving = { lines: ReceivingLine[]; receipts: GoodsReceiptView[] };
