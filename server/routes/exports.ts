import type { FastifyPluginAsync } from 'fastify';
import { mayListStaff } from '../../contract/accessRules';
import { listExportsOperations as operations } from '../../contract/listExports';
import { forbidden } from '../errors';
import { alertExport } from '../exports/alerts';
import { appConfigExport } from '../exports/appConfig';
import { bannerExport } from '../exports/banners';
import { customerExport } from '../exports/customers';
import { ebookExport } from '../exports/ebooks';
import { feedExport } from '../exports/feed';
import { sendListExport } from '../exports/listExport';
import { staffExport } from '../exports/staff';
import { subscriptionExport } from '../exports/subscriptions';
import { route } from '../lib/route';

/**
 * The CSV exports of the lists (contract/listExports.ts): one generic streaming export
 * (server/exports/listExport.ts), each list's rows and columns in its own file. Each path is a
 * static segment beside its list's `/:id` (or `/:key`) route, which Fastify prefers.
 */
const exportRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.exportFeedEntries, (request, reply) => sendListExport(request, reply, feedExport, request.query));
  route(app, operations.exportEbooks, (request, reply) => sendListExport(request, reply, ebookExport, request.query));
  route(app, operations.exportBanners, (request, reply) => sendListExport(request, reply, bannerExport, request.query));
  route(app, operations.exportAlerts, (request, reply) => sendListExport(request, reply, alertExport, request.query));
  route(app, operations.exportAppConfigEntries, (request, reply) => sendListExport(request, reply, appConfigExport, request.query));
  route(app, operations.exportSubscriptions, (request, reply) => sendListExport(request, reply, subscriptionExport, request.query));
  route(app, operations.exportCustomers, (request, reply) => sendListExport(request, reply, customerExport, request.query));
  route(app, operations.exportStaff, (request, reply) => {
    if (!mayListStaff(request.user!.role, request.query.role)) throw forbidden();
    return sendListExport(request, reply, staffExport, request.query);
  });
};

export default exportRoutes;
