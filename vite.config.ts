import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPort = process.env.PORT || '8080';
const apiPaths = ['/api', '/auth', '/data', '/media', '/healthz'];

export default defineConfig({
  plugins: [react()],
  // A placeholder on the built <script>, <link> and <style> tags and in <meta property="csp-nonce">:
  // the server writes a fresh nonce over it in every index.html answer (README "Browser protections").
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((path) => [path, `http://127.0.0.1:${apiPort}`])),
  },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          // @fastify/autoload imports the route modules: through Vitest, so that it reads TypeScript.
          server: { deps: { inline: ['@fastify/autoload'] } },
        },
      },
    ],
  },
});
