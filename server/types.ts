import type { Access } from '../contract/access';
import type { Config } from './config';
import type { Db } from './db';

export interface SignedInUser {
  id: number;
  role: number;
  email: string;
  name: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (contract/access.ts); required on every `/api` route. */
    access?: Access;
  }
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
  interface FastifyRequest {
    /** The signed-in staff member; set on every route that is not public. */
    user: SignedInUser | null;
  }
}
