import { expect, test } from 'vitest';
import { testApp } from './helpers';

test('GET /healthz answers ok once the database is reachable', async () => {
  const app = await testApp();
  const response = await app.inject({ method: 'GET', url: '/healthz' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});
