import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { raiseLiveEvent } from '../../server/live/events';
import { bearer, createCustomers, createStaff, createTestApp, signIn } from './helpers';
import { openStream } from './liveStream';

let app: App;
let close: () => Promise<void>;
let url: string;
let admin: { id: number; token: string };
let editor: { id: number; token: string };
const streams: { close: () => void }[] = [];

async function signedIn(role: number, name: string) {
  const staff = await createStaff(app, { role, name });
  return { id: staff.id, token: (await signIn(app, staff)).access_token };
}

async function stream(token: string, lastEventId?: number) {
  const opened = await openStream(url, token, lastEventId);
  streams.push(opened);
  return opened;
}

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address}/api/live/events`;
  admin = await signedIn(AdminRole.ADMIN, 'Ada Admin');
  editor = await signedIn(AdminRole.EDITOR, 'Eddie Editor');
});

afterAll(async () => {
  for (const opened of streams) opened.close();
  await close();
});

describe('the event stream', () => {
  test('needs a session: no token is a 401', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/live/events' });
    expect(response.statusCode).toBe(401);
  });

  test('is text/event-stream, and carries a saved change to whoever may open its area, naming who saved it', async () => {
    const adminStream = await stream(admin.token);
    const editorStream = await stream(editor.token);
    expect(adminStream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/layouts/update?layoutType=news',
      headers: bearer(admin.token),
      payload: { sections: [{ code: 'content', sectionKey: 'news', title: 'Latest', itemCount: 5 }] },
    });
    expect(saved.statusCode).toBe(200);
    const isSave = (message: { event: string; data: Record<string, unknown> }) => message.event === 'change' && message.data.resource === 'ui/layout';
    for (const reader of [adminStream, editorStream]) {
      const message = await reader.next(isSave);
      expect(message.data).toMatchObject({ recordId: '4', action: 'update', actor: { id: admin.id, name: 'Ada Admin' }, label: 'News layout' });
      expect(message.id).toBeGreaterThan(0);
    }
  });

  test('keeps to what the reader may see: an area the role does not open, and another person’s job, are not sent', async () => {
    const editorStream = await stream(editor.token);
    const adminStream = await stream(admin.token);
    const order = { resource: 'orders', recordId: '7', action: 'create', actor: null, label: '#7' };
    await raiseLiveEvent(app.db, { kind: 'change', area: 'orders', data: order });
    const job = { jobId: 3, status: 'running', done: 1, failed: 0, total: 4 } as const;
    await raiseLiveEvent(app.db, { kind: 'job', area: null, userId: admin.id, data: job });
    await raiseLiveEvent(app.db, { kind: 'change', area: 'ui', data: { ...order, resource: 'ui/banners', label: 'marker' } });
    await adminStream.next((message) => message.event === 'job');
    await adminStream.next((message) => message.data.resource === 'orders');
    await editorStream.next((message) => message.data.label === 'marker');
    expect(editorStream.messages.filter((message) => message.event === 'job' || message.data.resource === 'orders')).toEqual([]);
  });

  test("a job's start, progress and end reach its author alone, and its steps are not told one by one", async () => {
    const other = await signedIn(AdminRole.ADMIN, 'Otto Other');
    const authorStream = await stream(admin.token);
    const otherStream = await stream(other.token);
    await createCustomers(app, [
      { name: 'Live Blocked One', email: 'live.block.1@example.com' },
      { name: 'Live Blocked Two', email: 'live.block.2@example.com' },
    ]);
    const started = await app.inject({
      method: 'POST',
      url: '/api/customers/bulk/block',
      headers: bearer(admin.token),
      payload: { filter: { q: 'live.block' }, expectedTotal: 2 },
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId = started.json<{ id: number }>().id;
    await app.jobs.drain();
    const ended = await authorStream.next((message) => message.event === 'job' && message.data.status === 'done');
    expect(ended.data).toEqual({ jobId, status: 'done', done: 2, failed: 0, total: 2 });
    await sleep(200);
    expect(otherStream.messages.filter((message) => message.event === 'job')).toEqual([]);
    expect(authorStream.messages.filter((message) => message.event === 'change' && message.data.action === 'block')).toEqual([]);
  });

  test('a reconnection with Last-Event-ID gets what it missed first, each once', async () => {
    const first = await stream(admin.token);
    const label = (n: number) => `missed ${n}`;
    await raiseLiveEvent(app.db, { kind: 'change', area: 'ui', data: { resource: 'ui/alerts', recordId: '1', action: 'update', actor: null, label: label(0) } });
    const seen = await first.next((message) => message.data.label === label(0));
    first.close();
    for (const n of [1, 2]) {
      await raiseLiveEvent(app.db, { kind: 'change', area: 'ui', data: { resource: 'ui/alerts', recordId: '1', action: 'update', actor: null, label: label(n) } });
    }
    const again = await stream(admin.token, seen.id);
    await again.next((message) => message.data.label === label(2));
    await sleep(200);
    const labels = again.messages.map((message) => message.data.label).filter((text) => String(text).startsWith('missed'));
    expect(labels).toEqual([label(1), label(2)]);
  });
});

describe('presence', () => {
  const target = { resource: 'e-books', recordId: '12' };

  test('who opens a record is told to the others who may open it, and answered who else is there; leaving is told too', async () => {
    const editorStream = await stream(editor.token);
    const present = await app.inject({ method: 'POST', url: '/api/live/presence', headers: bearer(admin.token), payload: target });
    expect(present.statusCode).toBe(200);
    expect(present.json()).toEqual({ others: [] });
    const arrived = await editorStream.next((message) => message.event === 'presence');
    expect(arrived.data).toEqual({ ...target, user: { id: admin.id, name: 'Ada Admin' }, present: true });

    const mine = await app.inject({ method: 'POST', url: '/api/live/presence', headers: bearer(editor.token), payload: target });
    expect(mine.json()).toEqual({ others: [{ id: admin.id, name: 'Ada Admin' }] });

    // Renewing says nothing new.
    await app.inject({ method: 'POST', url: '/api/live/presence', headers: bearer(admin.token), payload: target });
    const left = await app.inject({ method: 'POST', url: '/api/live/presence/leave', headers: bearer(admin.token), payload: target });
    expect(left.statusCode).toBe(204);
    await editorStream.next((message) => message.event === 'presence' && message.data.present === false);
    const fromAdmin = editorStream.messages.filter((message) => message.event === 'presence' && (message.data.user as { id: number }).id === admin.id);
    expect(fromAdmin.map((message) => message.data.present)).toEqual([true, false]);
  });

  test('a record of an area the role does not open is a 403; an unknown resource a 400', async () => {
    const order = await app.inject({ method: 'POST', url: '/api/live/presence', headers: bearer(editor.token), payload: { resource: 'orders', recordId: '1' } });
    expect(order.statusCode).toBe(403);
    const unknown = await app.inject({ method: 'POST', url: '/api/live/presence', headers: bearer(editor.token), payload: { resource: 'nothing', recordId: '1' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty('resource');
  });
});
