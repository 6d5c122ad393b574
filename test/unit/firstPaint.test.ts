import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { operations } from '../../contract/operations';
import { dataProvider } from '../../dataProvider';
import { orderListDefaults } from '../../resources/orders/listDefaults';
import { calendarDateOf, calendarPresetRange, datePresets, presetRange } from '../../src/components/dateRange/presets';
import { listRequestBody } from '../../dataProvider/listRequest';
import { consoleSettingsBlock } from '../../server/lib/consoleSettings';
import { fetchEarlyAnswer } from '../../src/firstPaint/earlyAnswers';
import { consoleSettingsPath, firstOrdersRequest, ordersListPath } from '../../src/firstPaint/ordersPage';
import { origin, signedInApi } from './browserGlobals';

const asked: { path: string; body: string }[] = [];

/** The body of the orders list's first request at `now`, as the list computes it. */
function firstOrdersRequestAt(now: Date, timeZone: string): string {
  vi.setSystemTime(now);
  try {
    const { sort, perPage, filter } = orderListDefaults(timeZone);
    return listRequestBody({ pagination: { page: 1, perPage: perPage! }, sort, filter });
  } finally {
    vi.useRealTimers();
  }
}
const page = { content: [{ id: 3, number: 'ORD-000003' }], totalElements: 1, page: 0, size: 25 };
signedInApi(
  [
    http.post(`${origin}/api/orders/list`, async ({ request }) => {
      asked.push({ path: new URL(request.url).pathname, body: await request.text() });
      return HttpResponse.json(page);
    }),
  ],
  () => (asked.length = 0),
);

describe('the first paint', () => {
  test('reads the paths the contract declares', () => {
    expect(ordersListPath).toBe(operations.listOrders.path);
    expect(consoleSettingsPath).toBe(operations.getConsoleSettings.path);
  });

  test("asks for the orders list's first page as the list opens: newest first, 25, the 7 days ending today", () => {
    const { body } = firstOrdersRequest('UTC');
    const { filter } = orderListDefaults('UTC');
    expect(JSON.parse(body)).toEqual({ ...filter, paginationRequest: { page: 0, size: 25, sortBy: 'createdAt', sortDirection: 'DESC' } });
  });

  test("the list's own request takes the first paint's answer: one request for both", async () => {
    const { url, body } = firstOrdersRequest('UTC');
    const painted = await (await fetchEarlyAnswer(url, { method: 'POST', body })).json();
    const { sort, perPage, filter } = orderListDefaults('UTC');
    const listed = await dataProvider.getList('orders', { pagination: { page: 1, perPage: perPage! }, sort, filter });
    expect(painted).toEqual(page);
    expect(listed.data.map((order) => order.number)).toEqual(['ORD-000003']);
    expect(asked).toEqual([{ path: '/api/orders/list', body }]);
    // Taken once: the next call asks again.
    await dataProvider.getList('orders', { pagination: { page: 1, perPage: perPage! }, sort, filter });
    expect(asked).toHaveLength(2);
  });
});

describe("index.html's console settings", () => {
  test('are a JSON data block that no value can close', () => {
    const settings = { publisherName: '</script><script>alert(1)</script>', timeZone: 'Europe/Paris', today: '2026-11-29' };
    const block = consoleSettingsBlock(settings);
    expect(block.match(/<\/script/g)).toHaveLength(1);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(settings);
  });
});

describe("the first paint's period, counted from the page's business day", () => {
  const hour = 3_600_000;
  test.each(['UTC', 'Asia/Kolkata', 'America/New_York', 'Australia/Sydney'])("is the list's own in %s (away from midnight after a summer-time change)", (timeZone) => {
    for (let time = Date.UTC(2026, 0, 1, 5); time < Date.UTC(2027, 0, 1); time += 31 * hour) {
      const now = new Date(time);
      const today = calendarDateOf(now, timeZone);
      // Within an hour of midnight, a 23- or 25-hour day among the last 30 may move the 24-hour steps to another date.
      if (calendarDateOf(new Date(time - hour), timeZone) !== today || calendarDateOf(new Date(time + hour), timeZone) !== today) continue;
      for (const preset of datePresets) expect(calendarPresetRange(preset, today), `${preset} at ${now.toISOString()}`).toEqual(presetRange(preset, now, timeZone));
      // Which is what the list's first request carries: the same body, so the list takes the first paint's answer.
      expect(firstOrdersRequest(timeZone, today).body).toBe(firstOrdersRequestAt(now, timeZone));
    }
  });
});
