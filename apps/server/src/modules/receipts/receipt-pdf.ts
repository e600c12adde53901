import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { RECEIPT_TITLES, receiptRows, type Receipt } from '@farewise/domain/orders/receipt';

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2; // A4

/**
 * Noto Sans, regular and bold (@embedpdf/fonts-latin): Latin with every accent and dot below,
 * Greek and Cyrillic. PDF's built-in Helvetica has only Windows-1252, so a hotel in Guwāhāti or
 * a traveller named Łukasz came out with letters missing. Read and parsed once (fontkit), the
 * same font objects given to every document (parsed afresh, a receipt took 25 times longer);
 * pdfkit embeds only the glyphs a receipt uses.
 */
let fonts: { regular: fontkit.Font; bold: fontkit.Font } | undefined;
export function receiptFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-latin')), '..', 'fonts');
    const open = (file: string) =>
      fontkit.create(readFileSync(path.join(dir, file))) as fontkit.Font;
    fonts = { regular: open('NotoSans-Regular.ttf'), bold: open('NotoSans-Bold.ttf') };
  }
  return fonts;
}

/**
 * A receipt as a one- or two-page A4 PDF (pdfkit, Noto Sans embedded as the glyphs used): the
 * rows of receiptRows(), amounts right-aligned. Text stays text, so it can be searched and read.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const { regular, bold } = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${RECEIPT_TITLES[receipt.kind]} ${receipt.orderNo}`,
      Author: 'Farewise',
      Subject: `Receipt for order ${receipt.orderNo}`,
    },
  });
  // pdfkit takes a fontkit font as it is (its types list only files and bytes).
  doc.registerFont('Regular', regular as unknown as Buffer);
  doc.registerFont('Bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Bold').fontSize(20).fillColor('#1c4f8a').text('Farewise');
  doc.moveDown(0.2);
  doc.font('Bold').fontSize(14).fillColor('#111').text(RECEIPT_TITLES[receipt.kind]);
  doc.moveDown(0.6);
  for (const row of receiptRows(receipt)) {
    if (row.type === 'heading') {
      doc.moveDown(0.6);
      doc.font('Bold').fontSize(12).fillColor('#111').text(row.text);
      const y = doc.y + 2;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + WIDTH, y)
        .lineWidth(0.5)
        .strokeColor('#999')
        .stroke();
      doc.moveDown(0.4);
    } else if (row.type === 'text') {
      doc.font('Regular').fontSize(10).fillColor('#222').text(row.text, { width: WIDTH });
    } else {
      const font = row.strong ? 'Bold' : 'Regular';
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
    .font('Regular')
    .fontSize(8)
    .fillColor('#555')
    .text(
      'Amounts include the taxes and fees shown. Refunds go back to the card that paid. Farewise travel bookings.',
      { width: WIDTH },
    );
  doc.end();
  return done;
}
