import PDFDocument from 'pdfkit';
import { formatMoney } from '../../lib/money';
import type { DocumentContent } from './documents';

const title = { receipt: 'Receipt', credit_note: 'Credit note' } as const;

/** ISO instant to the day it names in UTC (`2026-12-06`): a document states its day, not its time. */
const dayOf = (instant: string) => instant.slice(0, 10);

/**
 * A receipt or credit note as an A4 PDF (pdfkit, its built-in Helvetica), drawn from what was
 * issued: the publisher, the customer, the lines, the tax included and the total.
 */
export function renderDocumentPdf(content: DocumentContent): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title[content.kind]} ${content.number}`, Author: content.publisher.name, CreationDate: new Date(content.issuedAt) },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (amount: number) => formatMoney(amount, content.currency);
  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;

  pdf.font('Helvetica-Bold').fontSize(18).text(content.publisher.name);
  pdf.font('Helvetica').fontSize(10);
  for (const line of content.publisher.address) pdf.text(line);
  pdf.moveDown(2);

  pdf.font('Helvetica-Bold').fontSize(16).text(`${title[content.kind]} ${content.number}`);
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Issued: ${dayOf(content.issuedAt)}`);
  pdf.text(`Order: ${content.order.number}, placed ${dayOf(content.order.placedAt)}`);
  if (content.receipt) pdf.text(`Credits receipt: ${content.receipt}`);
  if (content.reason) pdf.text(`Reason: ${content.reason}`);
  pdf.moveDown();

  pdf.font('Helvetica-Bold').text('Customer');
  pdf.font('Helvetica').text(content.customer.name).text(content.customer.email);
  if (content.customer.country) pdf.text(content.customer.country);
  pdf.moveDown(2);

  const amountColumn = right - 120;
  const header = pdf.y;
  pdf.font('Helvetica-Bold').text('Description', left, header).text('Qty', amountColumn - 50, header).text('Amount', amountColumn, header, { width: 120, align: 'right' });
  pdf.moveTo(left, pdf.y + 4).lineTo(right, pdf.y + 4).stroke();
  pdf.moveDown();
  pdf.font('Helvetica');
  for (const line of content.lines) {
    const top = pdf.y;
    pdf.text(line.description, left, top, { width: amountColumn - 60 - left });
    const bottom = pdf.y;
    pdf.text(String(line.quantity), amountColumn - 50, top).text(money(line.amount), amountColumn, top, { width: 120, align: 'right' });
    pdf.y = Math.max(bottom, pdf.y);
  }
  pdf.moveTo(left, pdf.y + 4).lineTo(right, pdf.y + 4).stroke();
  pdf.moveDown();

  const totalLine = (label: string, value: string) => {
    const top = pdf.y;
    pdf.text(label, left, top).text(value, amountColumn, top, { width: 120, align: 'right' });
  };
  const rate = `${content.taxRate}%${content.territory ? `, ${content.territory}` : ''}`;
  totalLine(`Net`, money(content.total - content.tax));
  totalLine(`Tax included (${rate})`, money(content.tax));
  pdf.font('Helvetica-Bold');
  totalLine(content.kind === 'receipt' ? 'Total paid' : 'Total refunded', money(content.total));
  pdf.font('Helvetica').moveDown(2);
  pdf.fontSize(8).fillColor('#555555').text(`Amounts in ${content.currency}. This document was issued on ${dayOf(content.issuedAt)} and is never changed; a correction is a credit note.`, left);
  pdf.end();
  return done;
}
