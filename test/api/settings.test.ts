import { expect, test } from 'vitest';
import { loadConfig } from '../../server/config';
import { testApp } from './helpers';

test('GET /data/console-settings answers PUBLISHER_NAME without sign-in', async () => {
  const app = await testApp({ publisherName: loadConfig({ PUBLISHER_NAME: 'Acme Books' }).publisherName });

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json()).toEqual({ publisherName: 'Acme Books', timeZone: 'UTC' });
});

test('without PUBLISHER_NAME it answers the default name', async () => {
  const app = await testApp();

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.json()).toEqual({ publisherName: 'Northwind Press', timeZone: 'UTC' });
});

test('it answers TIME_ZONE, the business day the console computes date presets in', async () => {
  const app = await testApp({ timeZone: 'Europe/Berlin' });

  const response = await app.inject({ method: 'GET', url: '/data/console-settings' });

  expect(response.json()).toMatchObject({ timeZone: 'Europe/Berlin' });
});

test("HEAP_GROWTH_PERCENT: a heap grows to twice its live size unless set, 0 leaves V8's own, and a bad value stops the start", () => {
  expect(loadConfig({}).heapGrowthPercent).toBe(100);
  expect(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent).toBe(0);
  expect(loadConfig({ HEAP_GROWTH_PERCENT: '50' }).heapGrowthPercent).toBe(50);
  expect(() => loadConfig({ HEAP_GROWTH_PERCENT: 'lots' })).toThrow('Expected a whole number, got "lots"');
});
