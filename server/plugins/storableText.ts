import fp from 'fastify-plugin';
import { unstorableTextMessage, unstorableTextPath } from '../../contract/storableText';
import { badRequest } from '../errors';

/** The parts of a request that carry the client's text, in the order they are checked. */
const parts = ['params', 'query', 'body'] as const;

/**
 * One text rule for every database (docs/api.md "Errors", contract/storableText.ts): a NUL or a
 * lone surrogate anywhere in a request's path parameters, query string or JSON body is a 400
 * naming the field (`filter.q`; the part itself, `body`, when the whole value is such a text),
 * before the route's schema or any query runs. On every route, the public ones under /data/
 * included; after authentication, so that an anonymous caller is refused as such.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      for (const part of parts) {
        const path = unstorableTextPath(request[part]);
        if (path !== undefined) throw badRequest('Some fields are not valid', { [path || part]: unstorableTextMessage });
      }
    });
  },
  { name: 'storableText' },
);
