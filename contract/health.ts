import { z } from 'zod';
import { defineOperations } from './operation';

/** What `/healthz` answers once the database is reachable. */
export const healthStatus = z.object({ status: z.literal('ok') });

export const healthOperations = defineOperations('health', {
  checkHealth: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    summary: 'Answers once the database is reachable',
    responses: { 200: healthStatus },
  },
});
