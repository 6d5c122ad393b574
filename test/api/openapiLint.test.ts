/**
 * Redocly's recommended rules (the library behind `@redocly/cli lint`) over `GET /api/docs/json`,
 * so that clients generated from the document work. Rules that are off, each for a reason
 * (docs/api.md "OpenAPI"): the spec's own paths carry trailing slashes (`/api/feed/`) and differ
 * only where one has a parameter (`/api/users/profile/{id}` beside `/api/users/{id}/role`); a
 * private API has no licence; operations without input (health, the console's and the app's
 * settings) have no 4xx answer to document.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, expect, test } from 'vitest';
import { createTestApp } from './helpers';

const { app, close } = await createTestApp();
afterAll(close);

test('the OpenAPI document passes the recommended rules', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const config = await createConfig({
    extends: ['recommended'],
    rules: {
      'no-path-trailing-slash': 'off',
      'no-ambiguous-paths': 'off',
      'info-license': 'off',
      'info-license-strict': 'off',
      'operation-4xx-response': 'off',
    },
  });
  const problems = await lintFromString({ source: response.body, absoluteRef: 'openapi.json', config });
  const found = problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
  expect(found).toEqual([]);
});
