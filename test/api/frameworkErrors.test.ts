import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { App } from '../../server/app';
import { createTestApp } from './helpers';

let app: App;
let close: () => Promise<void>;
/** The app's loopback port: Node's own HTTP parser answers some of these before Fastify sees them, and inject skips it. */
let port: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => close());

/** Sends raw bytes to the app on a loopback port and answers all the server wrote back before closing. */
async function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server may close while this side is still writing: what it answered has arrived by then.
    socket.on('error', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('connect', () => socket.write(request));
    setTimeout(() => reject(new Error('no answer in 10 s')), 10_000).unref();
  });
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body };
}

describe("errors Fastify or Node answer before any route still have the project's {message, errorCode}", () => {
  test('a malformed %-escape in the URL is a 400', async () => {
    for (const url of ['/%E0%A4%A', '/api/feed/%E0%A4%A', '/api/users/profile/%zz']) {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: 'The address is not valid: it holds a malformed %-escape.', errorCode: 100 });
      // No hook runs for it: the browser protections are set by the handler itself.
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });

  test('a path parameter longer than the router takes is a 414', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/feed/${'1'.repeat(200)}` });

    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'A part of the address is too long.', errorCode: 100 });
  });

  test('headers larger than the server takes are a 431', async () => {
    const response = await rawRequest(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`);

    expect(response.status).toBe(431);
    expect(response.headers).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/i);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request headers are too large.', errorCode: 106 });
    expect(response.headers).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    expect(response.headers).toMatch(/\r\ncontent-security-policy: default-src 'none'; frame-ancestors 'none'\r\n/i);
  });

  test('a request that is not HTTP is a 400', async () => {
    const response = await rawRequest('HELLO?\r\n\r\n');

    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: 'The request is not valid HTTP.', errorCode: 100 });
  });
});
