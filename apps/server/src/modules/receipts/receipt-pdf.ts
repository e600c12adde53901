import PDFDocument from 'pdfkit';
import { RECEIPT_TITLES, receiptRows, type Receipt } from '@farewise/domain/orders/receipt';

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2; // A4

/**
 * A receipt as a one- or two-page A4 PDF (pdfkit, its built-in Helvetica: no font files): the
 * rows of receiptRows(), amounts right-aligned. Text stays text, so it can be searched and read.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${RECEIPT_TITLES[receipt.kind]} ${receipt.orderNo}`,
      Author: 'Farewise',
      Subject: `Receipt for order ${receipt.orderNo}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#1c4f8a').text('Farewise');
  doc.moveDown(0.2);
  doc.font('Helvetica-Bold').fontSize(14).fillColor('#111').text(RECEIPT_TITLES[receipt.kind]);
  doc.moveDown(0.6);
  for (const row of receiptRows(receipt)) {
    if (row.type === 'heading') {
      doc.moveDown(0.6);
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#111').text(row.text);
      const y = doc.y + 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .strokeColor('#999')
        .stroke();
      doc.moveDown(0.4);
    } else if (row.type === 'text') {
      doc.font('Helvetica').fontSize(10).fillColor('#222').text(row.text, { width: WIDTH });
    } else {
      const font = row.strong ? 'Helvetica-Bold' : 'Helvetica';
      const y = doc.y;
      doc.font(font).fontSize(10).fillColor('#222');
      doc.text(row.label, MARGIN, y, { width: WIDTH - 140 });
      const after = doc.y;
      doc.text(row.amount, MARGIN + WIDTH - 140, y, { width: 140, align: 'right' });
      doc.x = MARGIN;
      doc.y = Math.max(after, doc.y);
    }
  }
  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555')
    .text(
      'Amounts include the taxes and fees shown. Refunds go back to the card that paid. Farewise travel bookings.',
      { width: WIDTH },
    );
  doc.end();
  return done;
}
