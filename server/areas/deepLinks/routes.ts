import type { FastifyPluginAsync } from 'fastify';
import { deepLinksOperations as operations } from '../../../contract/deepLinks';
import { findTargets } from '../../lib/deepLinks';
import { route } from '../../lib/route';

/**
 * The records a deep link can open, for the banner and alert forms. Editors reach the mobile UI
 * but not the feed or the plans, so the pickers read this operation of the `ui` area instead.
 */
const deepLinkRoutes: FastifyPluginAsync = async (app) => {
  route(app, operations.listDeepLinkTargets, async (request) => {
    const { kind, ...search } = request.query;
    return findTargets(app.db, kind, search);
  });
};

export default deepLinkRoutes;
