import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mayServeDataRequests } from '../../../contract/accessRules';
import { type CustomerDataExport, customerPrivacyOperations as operations } from '../../../contract/customerPrivacy';
import { auditContextOf, writeAudit } from '../../audit/record';
import { forbidden } from '../../errors';
import { businessDay } from '../../lib/dates';
import { attachmentDisposition } from '../../lib/downloads';
import { route } from '../../lib/route';
import { startedStream } from '../../lib/streams';
import { findCustomer } from '../customers/queries';
import { eraseCustomer, removeOutboxCopies } from './erasure';
import { customerExportChunks } from './export';

/**
 * A customer's data requests (contract/customerPrivacy.ts; docs/api.md "Customer data requests"):
 * the export and the erasure, for those who may serve them. The customer is looked up first, so an
 * unknown id is a 404 for every role that opens customers, then the named rule refuses an editor.
 */

/** The export's pieces, passed through as they are sent; its audit entry is written when the download ends, or stops early. */
async function* auditedDownload(request: FastifyRequest, customer: { id: number; name: string }, chunks: AsyncIterable<string>): AsyncGenerator<string> {
  // Taken now: the request's objects may be gone when the download ends.
  const context = auditContextOf(request);
  const { db, log } = request.server;
  let complete = false;
  try {
    yield* chunks;
    complete = true;
  } finally {
    await writeAudit(db, context, { action: 'export', resource: 'users/customers', recordId: customer.id, label: customer.name, details: { dataExport: true, complete } }).catch(
      (error: unknown) => log.error({ err: error }, 'could not record a customer data export in the audit log'),
    );
  }
}

const customerPrivacyRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  async function servable(request: FastifyRequest, id: number) {
    const customer = await findCustomer(db, id);
    if (!mayServeDataRequests(request.user!.role)) throw forbidden('Only an administrator may export or erase a customer’s data.');
    return customer;
  }

  route(app, operations.exportCustomerData, async (request, reply) => {
    const customer = await servable(request, request.params.id);
    const user = request.user!;
    const chunks = customerExportChunks(db, customer.id, { id: user.id, role: user.role!, name: user.name }, config.timeZone);
    const body = await startedStream(auditedDownload(request, customer, chunks), 1);
    const file = `customer-${customer.id}-${businessDay(new Date(), config.timeZone)}.json`;
    // A stream is sent as it comes, never serialised: the operation's schema only documents the body.
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', attachmentDisposition(file))
      .header('cache-control', 'private, no-store')
      .send(body as unknown as CustomerDataExport);
  });

  route(app, operations.eraseCustomer, async (request) => {
    await servable(request, request.params.id);
    const { email } = await eraseCustomer(db, request, request.params.id, request.body.confirm, config);
    await removeOutboxCopies(app.mailer.outbox, email).catch((error: unknown) => request.log.warn({ err: error }, 'could not remove the outbox copies of an erased customer’s mail'));
    return findCustomer(db, request.params.id);
  });
};

export default customerPrivacyRoutes;
