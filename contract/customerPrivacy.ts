import { z } from 'zod';
import { auditEntry } from './audit';
import { customer, customerBook, customerParams, customerSubscription } from './customers';
import { erasureConfirmMaxLength } from './customerPrivacyRules';
import { defineOperations } from './operation';
import { order, orderDocument } from './orders';
import { strictObject } from './strictInput';
import { codedText } from './apiMessages';
export { confirmsErasure, erasedEmail, erasedName, erasureConfirmMaxLength } from './customerPrivacyRules';

/**
 * Customer data requests (docs/api.md "Customer data requests"): the export of everything held
 * about a customer, and the erasure of their personal data. Only SUPER_ADMIN and ADMIN
 * (contract/accessRules.ts `mayServeDataRequests`); both are audited on the customer.
 */

/** A receipt or credit note as issued: the order's summary of it, and what it says (`content`, as stored). */
export const exportedDocument = orderDocument
  .extend({ content: z.record(z.string(), z.unknown()).describe('The document as issued: publisher, customer, order, lines, currency, tax, total') })
  .meta({ id: 'ExportedDocument' });

/** One of the customer's orders: as `GET /api/orders/{id}` answers it (payments, timeline, refunds), with its documents' content. */
export const exportedOrder = order.extend({ documents: z.array(exportedDocument) }).meta({ id: 'ExportedOrder' });

/** A staff note about the customer, with its author. */
export const exportedNote = z
  .object({ id: z.number().int(), body: z.string(), author: z.object({ id: z.number().int(), name: z.string() }), createdAt: z.string() })
  .meta({ id: 'ExportedNote' });

/** The export document (`application/json`, an attachment); its sections in this order. */
export const customerDataExport = z
  .object({
    exportedAt: z.string(),
    exportedBy: z.object({ id: z.number().int(), name: z.string() }),
    customer,
    subscriptions: z.array(customerSubscription),
    library: z.array(customerBook),
    notes: z.array(exportedNote),
    /** Oldest first. Each order's `timeline` is the customer's order events (placed, paid, refunded, cancelled). */
    orders: z.array(exportedOrder),
    /** The audit entries about the customer's record, oldest first. */
    audit: z.array(auditEntry),
  })
  .meta({ id: 'CustomerDataExport' });
export type CustomerDataExport = z.infer<typeof customerDataExport>;

export const customerErasureInput = strictObject({
  /** The customer's name or e-mail as shown (case and spaces aside): the person erasing names whom. */
  confirm: z.string().max(erasureConfirmMaxLength, codedText('erasure_confirm_too_long', { max: erasureConfirmMaxLength })),
}).meta({ id: 'CustomerErasureInput' });
export type CustomerErasureInput = z.input<typeof customerErasureInput>;


export const customerPrivacyOperations = defineOperations('customerPrivacy', {
  exportCustomerData: {
    method: 'GET',
    path: '/api/customers/:id/export',
    access: 'customers',
    summary: 'Everything held about a customer, as a JSON download (SUPER_ADMIN, ADMIN)',
    description:
      'The customer, their subscriptions, library, staff notes about them, orders (payments, timeline, refunds, receipts and ' +
      'credit notes as issued) and the audit entries about their record, as `application/json`, an attachment named ' +
      '`customer-<id>-<day>.json`. Streamed: orders and audit entries are read in batches. An editor gets 403 (103). ' +
      'Audited (`export` on the customer) when the download ends.',
    params: customerParams,
    responses: { 200: { description: 'The export', content: { 'application/json': { schema: customerDataExport } } } },
    errors: [404],
  },
  eraseCustomer: {
    method: 'POST',
    path: '/api/customers/:id/erasure',
    access: 'customers',
    summary: "Erases a customer's personal data, for good (SUPER_ADMIN, ADMIN)",
    description:
      '`confirm` is the customer\'s name or e-mail as shown (else 400 on `confirm`). In one transaction: the customer is ' +
      'anonymised, their subscriptions end, notes about them are deleted, their name, e-mail and phone are redacted ' +
      'wherever they were copied (receipts, credit notes, the audit log, jobs, saved views, mail not yet sent); orders and ' +
      'payments stay. 409 (102) when already erased; 409 (122) while held (ERASURE_HOLD_DAYS after the last order). ' +
      'Answers the erased customer.',
    params: customerParams,
    body: customerErasureInput,
    responses: { 200: customer },
    errors: [404, 409],
    etag: true,
  },
});
