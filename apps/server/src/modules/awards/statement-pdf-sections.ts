import { PDF_FONTS } from '../../pdf/document';
import { LEFT, RIGHT, ROW, type StatementCanvas } from './statement-pdf-canvas';

/*
 * The comparative statement PDF's closing section (issue 20): the committee's signature block,
 * "Prepared by", "Checked by" and "Approved by", each with blank lines for the name, the
 * signature and the date. Kept whole on one page.
 */

const GAP = 24;
const LINE = 20;

export function signatureBlock(canvas: StatementCanvas) {
  const { words } = canvas;
  const SIGNATURE_ROLES = Object.values(words.signatureRoles);
  const SIGNATURE_FIELDS = Object.values(words.signatureFields);
  const height = ROW + SIGNATURE_FIELDS.length * LINE + 8;
  canvas.y += ROW;
  canvas.band = words.approval;
  canvas.ensure(height, () => {});
  const width = (RIGHT - LEFT - GAP * (SIGNATURE_ROLES.length - 1)) / SIGNATURE_ROLES.length;
  const top = canvas.y;
  const ink = { font: PDF_FONTS.regular, size: 8, color: '#374151' };
  const rules: [number, number, number, number][] = [];
  SIGNATURE_ROLES.forEach((role, index) => {
    const x = LEFT + index * (width + GAP);
    canvas.text.draw(
      role,
      x,
      top,
      { font: PDF_FONTS.bold, size: 9, color: '#111827' },
      { width, align: 'left' },
    );
    SIGNATURE_FIELDS.forEach((field, line) => {
      const y = top + ROW + (line + 1) * LINE;
      canvas.text.draw(field, x, y - 9, ink, { width: 60, align: 'left' });
      rules.push([x + 60, y, width - 60, 0]);
    });
  });
  canvas.text.strokeRects(rules, 0.6, '#6b7280');
  canvas.y = top + height;
}
