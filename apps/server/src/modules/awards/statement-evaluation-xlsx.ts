import { evaluationMessages } from '@tenderdesk/domain/evaluation-messages';
import type ExcelJS from 'exceljs';
import { moneyCell } from '../../shared/spreadsheet';
import type { StatementData } from './statement';
import { section } from './statement-xlsx-section';

/*
 * The evaluation's sections of the comparative statement's spreadsheet (issue 21 item 6): the
 * technical result (a row per supplier, a column per criterion, then the result and its reasons),
 * the bid security and fee with their verification and release, the negotiation rounds and the
 * bid opening committee. Each section only when it has rows; the texts are statement-evaluation.ts's.
 */

const words = evaluationMessages.statement;
const FAILED_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE2E1' } };

function technical(sheet: ExcelJS.Worksheet, data: StatementData) {
  const { criteria, technical: rows } = data.evaluation;
  if (rows.length === 0) return;
  const header = [
    'Supplier',
    ...criteria.map(
      (criterion, index) => `${index + 1}. ${criterion.label}${criterion.mandatory ? '' : ' (optional)'}`,
    ),
    words.result,
    'Reasons',
  ];
  const added = section(
    sheet,
    words.technicalTitle,
    header,
    rows.map((row) => [row.companyName, ...row.cells, row.result, row.reasons.join('; ')]),
  );
  added.forEach((row, index) => {
    rows[index]?.cells.forEach((cell, position) => {
      if (cell === words.notMet) row.getCell(position + 3).fill = FAILED_FILL;
    });
  });
}

export function evaluationSectionsXlsx(sheet: ExcelJS.Worksheet, data: StatementData) {
  const { evaluation } = data;
  technical(sheet, data);
  if (evaluation.securities.length > 0) {
    const rows = section(
      sheet,
      words.securitiesTitle,
      words.securityColumns,
      evaluation.securities.map((row) => [
        row.companyName,
        row.kind,
        row.how,
        row.reference,
        '',
        row.verification,
        row.released,
      ]),
    );
    rows.forEach((row, index) => {
      moneyCell(row.getCell(6), evaluation.securities[index]?.amount ?? null, '–');
    });
  }
  if (evaluation.rounds.length > 0) {
    const rows = section(
      sheet,
      words.roundsTitle,
      words.roundColumns,
      evaluation.rounds.map((row) => [row.companyName, String(row.round), row.deadline]),
    );
    rows.forEach((row, index) => {
      const round = evaluation.rounds[index];
      if (!round) return;
      moneyCell(row.getCell(5), round.earlierTotal, '');
      moneyCell(row.getCell(6), round.earlierTotalWithGst, '');
      moneyCell(row.getCell(7), round.total, words.noOffer);
      moneyCell(row.getCell(8), round.totalWithGst, words.noOffer);
    });
  }
  if (evaluation.committee.length > 0) {
    section(
      sheet,
      words.committeeTitle,
      words.committeeColumns,
      evaluation.committee.map((row) => [row.name, row.role, row.technical, row.financial]),
    );
  }
}
