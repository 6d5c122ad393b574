import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deepLinkTargetOption, deepLinkTargetQuery } from '../../contract/deepLinks';
import { findTargets } from '../lib/deepLinks';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';

/**
 * The records a deep link can open, for the banner and alert forms. Editors reach the mobile UI
 * but not the feed or the plans, so the pickers read this endpoint of the `ui` area instead.
 */
const deepLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ui/deep-link-targets',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Records a deep link of a kind can open (news, book, video, magazine, plan), by title or id',
        security: bearerAuth,
        querystring: deepLinkTargetQuery,
        response: { 200: z.array(deepLinkTargetOption), ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const { kind, ...search } = request.query;
      return findTargets(app.db, kind, search);
    },
  );
};

export default deepLinkRoutes;
