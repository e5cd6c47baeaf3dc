import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import { inLocale } from '@tenderdesk/domain/i18n/catalogue';
import { formatRupees, toPaise } from '@tenderdesk/domain/money';
import { PDF_FONTS } from '../../pdf/document';
import type { StatementData } from './statement';
import { columns, LEFT, open, RIGHT, ROW, type StatementCanvas, table } from './statement-pdf-canvas';

/*
 * The evaluation's sections of the comparative statement's PDF (issue 21 item 6), after the award:
 * the technical result (supplier × criterion in bands of CRITERIA_PER_BAND numbered criteria, the
 * criteria listed in full first; then each supplier's result with its reasons), the bid security and
 * fee, the negotiation rounds and the bid opening committee. Each only when it has rows.
 */

const CRITERIA_PER_BAND = 8;
const WIDTH = RIGHT - LEFT;
const RED = '#fde2e1';

const rupees = (decimal: string | null, none: string) =>
  decimal === null ? none : formatRupees(toPaise(decimal));

/** The evaluation's words in the statement's language. */
const wordsOf = (data: StatementData) => inLocale(evaluationMessages, data.locale).statement;

function technical(canvas: StatementCanvas, data: StatementData) {
  const { criteria, technical: rows } = data.evaluation;
  if (rows.length === 0) return;
  const words = wordsOf(data);
  open(canvas, words.technicalTitle);
  const ink = { font: PDF_FONTS.regular, size: 7.5, color: '#111827' };
  criteria.forEach((criterion, index) => {
    const text = criterion.mandatory
      ? canvas.words.criterion(index + 1, criterion.label)
      : canvas.words.optionalCriterion(index + 1, criterion.label);
    for (const line of canvas.wrap(text, WIDTH, ink, 3)) {
      canvas.ensure(ROW, () => {});
      canvas.text.draw(line, LEFT, canvas.y, ink, { width: WIDTH, align: 'left' });
      canvas.y += 10;
    }
  });
  canvas.y += 4;
  for (let start = 0; start < criteria.length; start += CRITERIA_PER_BAND) {
    const numbers = criteria
      .slice(start, start + CRITERIA_PER_BAND)
      .map((_, index) => String(start + index + 1));
    const cols = columns([canvas.words.columns.supplier, ...numbers], [200, ...numbers.map(() => 60)]);
    table(
      canvas,
      cols.slice(0, numbers.length + 1),
      rows.map((row) => [row.companyName, ...row.cells.slice(start, start + CRITERIA_PER_BAND)]),
      rows.map((row) => [
        undefined,
        ...row.cells
          .slice(start, start + CRITERIA_PER_BAND)
          .map((cell) => (cell === words.notMet ? RED : undefined)),
      ]),
    );
    canvas.y += 4;
  }
  results(canvas, data);
}

/** Each supplier's result and its reasons, one reason (wrapped) per row. */
function results(canvas: StatementCanvas, data: StatementData) {
  const words = wordsOf(data);
  const label = canvas.words.columns;
  const cols = columns([label.supplier, words.result, label.reasons], [200, 90]);
  const reasonWidth = (cols[2]?.width ?? 0) - 6;
  const ink = { font: PDF_FONTS.regular, size: 7.5, color: '#111827' };
  const rows: string[][] = [];
  for (const row of data.evaluation.technical) {
    const lines = row.reasons.flatMap((reason) => canvas.wrap(reason, reasonWidth, ink, 4));
    (lines.length > 0 ? lines : ['']).forEach((line, index) => {
      rows.push(index === 0 ? [row.companyName, row.result, line] : ['', '', line]);
    });
  }
  table(canvas, cols, rows);
}

export function evaluationSectionsPdf(canvas: StatementCanvas, data: StatementData) {
  const { evaluation } = data;
  const words = wordsOf(data);
  technical(canvas, data);
  if (evaluation.securities.length > 0) {
    open(canvas, words.securitiesTitle);
    table(
      canvas,
      columns(words.securityColumns, [130, 95, 150, 95, 65, 125]),
      evaluation.securities.map((row) => [
        row.companyName,
        row.kind,
        row.how,
        row.reference,
        rupees(row.amount, '–'),
        row.verification,
        row.released,
      ]),
    );
  }
  if (evaluation.rounds.length > 0) {
    open(canvas, words.roundsTitle);
    table(
      canvas,
      columns(words.roundColumns, [160, 40, 130, 105, 110, 105]),
      evaluation.rounds.map((row) => [
        row.companyName,
        String(row.round),
        row.deadline,
        rupees(row.earlierTotal, ''),
        rupees(row.earlierTotalWithGst, ''),
        rupees(row.total, words.noOffer),
        rupees(row.totalWithGst, words.noOffer),
      ]),
    );
  }
  if (evaluation.committee.length > 0) {
    open(canvas, words.committeeTitle);
    table(
      canvas,
      columns(words.committeeColumns, [250, 100, 206]),
      evaluation.committee.map((row) => [row.name, row.role, row.technical, row.financial]),
    );
  }
}
