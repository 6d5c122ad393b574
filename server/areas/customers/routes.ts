import type { FastifyPluginAsync } from 'fastify';
import { customersOperations as operations } from '../../../contract/customers';
import { columns, customerBooks, customerSubscriptions, filtered, findCustomer, sortExpression, toCustomer } from './queries';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { customersBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findCustomers } from './search';
import { customerExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** The customers' operations (contract/customers.ts); their queries are in server/areas/customers/. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.listCustomers, async (request) =>
    readSortedPage(
      db,
      request.body.paginationRequest,
      (trx) => filtered(trx, request.body, config.timeZone),
      { sortExpression, defaultSort: 'registeredAt', id: 'id' },
      async (window) => (await window.select(columns).execute()).map(toCustomer),
    ),
  );

  route(app, operations.getCustomer, async (request) => findCustomer(db, request.params.id));

  route(app, operations.listCustomerSubscriptions, async (request) => customerSubscriptions(db, request.params.id));
  route(app, operations.listCustomerBooks, async (request) => customerBooks(db, request.params.id, app.config.timeZone));
  bulkRoutes(app, operations.bulkCustomers, customersBulk(app.config.timeZone));
  app.finders.add('users/customers', findCustomers);
  route(app, operations.exportCustomers, (request, reply) => sendListExport(request, reply, customerExport, request.query));
};

export default customerRoutes;
