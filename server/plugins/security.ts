import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { consoleSettingsBlock, consoleSettingsOf } from '../lib/consoleSettings';

type Directives = Record<string, string[]>;

/** A policy's header value. */
function policy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The console's policy (README "Browser protections"): nothing but its own files, no inline
 * script, no inline style but emotion's and Vite's `<style>`/`<link>` elements, which carry the
 * per-answer nonce of index.html (`style-src` gains it there). Style attributes stay refused:
 * React and MUI set `style` through the CSSOM, which CSP does not govern. Images may be data: and
 * blob: URLs (the upload widget's preview). No `upgrade-insecure-requests`: a console served over
 * plain HTTP on a private host would then load nothing; HSTS covers HTTPS deployments.
 */
const consoleDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'style-src-attr': ["'none'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The console's policy for the index.html answer that carries `nonce`: its styles may carry the nonce, no inline script runs. */
export function consolePolicy(nonce: string): string {
  return policy({ ...consoleDirectives, 'style-src': [...consoleDirectives['style-src']!, `'nonce-${nonce}'`] });
}

/**
 * The API docs (`/api/docs`, Swagger UI): the console's policy, but Swagger UI adds a `<style>`
 * element of its own at run time, which carries no nonce; its style attributes go through the
 * CSSOM like the console's.
 */
export const docsPolicy = policy({ ...consoleDirectives, 'style-src': ["'self'", "'unsafe-inline'"] });

/**
 * Uploaded images at `/media/*`: shown, never run. Even a file that a browser would take for
 * HTML or SVG cannot load anything, style itself or run a script (`sandbox`).
 */
export const mediaPolicy = policy({
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  sandbox: [],
});

/** Browser features the console never uses, turned off for it and for anything it might load. */
const permissionsPolicy = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  // Passkeys (docs/api.md "Second factors"): the console's own pages only, never a frame it loads.
  .concat(['publickey-credentials-get=(self)', 'publickey-credentials-create=(self)'])
  .join(', ');

/**
 * The protections of an answer written before any hook runs (a URL the router refuses, a request
 * Node's parser refuses: server/plugins/errors.ts). Such an answer is a JSON error: it needs
 * nothing of the browser.
 */
export const refusalHeaders: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'permissions-policy': permissionsPolicy,
};

/**
 * What is public by design, and keeps the caching its routes give it: what the mobile app reads
 * (`/data/*`) and the uploaded images (`/media/*`).
 */
const publicPrefixes = ['/data/', '/media/'];

/**
 * `Cache-Control: no-store` on every other answer that sets no caching of its own (docs/api.md
 * "Caching"): answers carry personal data and sessions' tokens, and neither a browser's cache nor
 * a proxy's may keep them; errors alike. What sets its own keeps it: the console's files (hashed
 * assets immutable, index.html revalidated) and the downloads (`private, no-store`).
 */
function noStore(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) {
  if (!reply.hasHeader('cache-control') && !publicPrefixes.some((prefix) => request.url.startsWith(prefix))) {
    reply.header('cache-control', 'no-store');
  }
  done(null, payload);
}

/**
 * Browser protections on every answer (README "Browser protections"): Helmet's headers with the
 * console's CSP, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` and
 * `X-Content-Type-Options: nosniff`, plus a `Permissions-Policy`, and no caching of what is not
 * public (noStore). Registered before every other
 * plugin, so that answers refused early (errors, 404s, load shedding) carry them too. index.html
 * (consoleIndex), the docs and `/media/*` replace the CSP with their own. Helmet's middleware is
 * built once, as Express's `app.use(helmet())` does (@fastify/helmet builds it again for every
 * request, parsing the policy each time).
 */
export default fp(async (app) => {
  const protect = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: consoleDirectives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', permissionsPolicy);
    protect(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  app.addHook('onSend', noStore);
});

/** The placeholder nonce that the console build puts in index.html (vite.config.ts, `html.cspNonce`). */
const noncePlaceholder = '__CSP_NONCE__';

/**
 * The console's index.html at `/` and `/index.html`, in place of @fastify/static's: every answer
 * gets a fresh nonce, written over the build's placeholder (on Vite's `<script>`, `<link>` and
 * `<meta property="csp-nonce">`, which the console reads for emotion's `<style>` elements) and
 * into the answer's `style-src`. It also carries the console settings (a JSON data block), which
 * the console would otherwise ask for before its first list request. Never cached, since no two
 * answers are alike; compressed as every answer is (server/app.ts).
 */
export const consoleIndex: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const built = await fs.readFile(path.join(root, 'index.html'), 'utf8');
  if (!built.includes(noncePlaceholder)) {
    app.log.warn('index.html has no CSP nonce placeholder: rebuild the console (npm run build), or its styles are refused');
  }
  const block = consoleSettingsBlock(consoleSettingsOf(app.config));
  // First in the head: read as the console's entry runs (src/consoleSettings.ts).
  const headStart = built.indexOf('<head>') + '<head>'.length;
  const [head, rest] = [built.slice(0, headStart), built.slice(headStart)];
  const answer = async (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(18).toString('base64');
    const page = `${head}\n    ${block}${rest}`.replaceAll(noncePlaceholder, nonce);
    return reply
      .header('content-security-policy', consolePolicy(nonce))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  };
  app.get('/', { schema: { hide: true } }, answer);
  app.get('/index.html', { schema: { hide: true } }, answer);
};
