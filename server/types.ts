import type { FastifySchema } from 'fastify';
import type { Access } from '../contract/access';
import type { TokenScopes } from '../contract/apiTokenRules';
import type { Config } from './config';
import type { Db } from './db';

export interface SignedInUser {
  id: number;
  role: number;
  email: string;
  name: string;
  /** The session of the request; null when it came with an API token. */
  sessionId: number | null;
  /** The API token of the request (docs/api.md "API tokens"): its owner is the user, its scopes limit the areas. */
  token?: { id: number; name: string; scopes: TokenScopes };
  /** The session may only enrol a second factor (docs/api.md "Second factors"; errorCode 121 elsewhere). */
  enrolmentOnly?: boolean;
}

/** One registered route and its access rule, as recorded by the rbac plugin (one entry per method). */
export interface RouteAccess {
  method: string;
  url: string;
  /** `config.access`; undefined on routes that name none (static files, the API docs). */
  access: Access | undefined;
  /** `config.operation`: the contract operation the route was bound from (server/lib/route.ts). */
  operation: string | undefined;
  /** The route's schema as declared (zod schemas), for the OpenAPI completeness test. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract/access.ts); required on every `/api` route. */
    access?: Access;
    /** The name of the contract operation the route serves, set by server/lib/route.ts. */
    operation?: string;
    /** The operation only reads (a GET, or a POST marked `readOnly`): an API token with `read` may call it. */
    readOnly?: boolean;
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The same database, for the statements planned once per connection (server/db/index.ts createPreparedDb); `db` itself on SQLite. */
    preparedDb: Db;
    /** Every route registered after the rbac plugin, HEAD variants included. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every route that is not public. */
    user: SignedInUser | null;
  }
}
