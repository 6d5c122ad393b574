/**
 * Receipts and credit notes (docs/api.md "Receipts and credit notes"). Free of zod: the order
 * page names them.
 */
export const documentKinds = ['receipt', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** A document's number: its kind's prefix, the year it was issued in and its place that year (`R-2026-000042`). */
export const documentPrefix: Record<DocumentKind, string> = { receipt: 'R', credit_note: 'CN' };

export const documentNumber = (kind: DocumentKind, year: number, sequence: number) =>
  `${documentPrefix[kind]}-${year}-${String(sequence).padStart(6, '0')}`;
