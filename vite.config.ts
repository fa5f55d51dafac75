/// <reference types="vitest/config" />
/**
 * One file for the client build and the test projects. The client is rooted in src/client and built to
 * dist/client, which the server serves. The vitest projects set their own root and, inline projects
 * not extending the root config unless told to, never get the client plugins.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const repo = here('.');
const postgres = process.env.TEST_DATABASE_URL;

/** The persisted query cache's buster: a hash of the data shapes and the query keys (see src/client/lib/persister.ts). */
function cacheBuster(): string {
  const hash = createHash('sha256');
  const files = [
    ...readdirSync(here('src/shared/schemas')).map((name) => `src/shared/schemas/${name}`),
    ...readdirSync(here('src/client/features')).map((name) => `src/client/features/${name}/queries.ts`),
  ].sort();
  for (const file of files) {
    try {
      hash.update(file).update(readFileSync(here(file)));
    } catch {
      // a feature without queries
    }
  }
  return hash.digest('base64url').slice(0, 16);
}
const define = { __CACHE_BUSTER__: JSON.stringify(cacheBuster()) };

const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|query-persist-client-core))[\\/]/;
const APP_SHELL = new RegExp(
  [
    'src/client/(lib/(?!toast-store)|router|components/layout/|components/ui/(button|card|skeleton|style-context|load-error|toggle-group|toast-region)\\.|features/[a-z]+/queries|features/levels/components/(level-list-page|level-list|level-card|thumbnail)\\.)',
    'src/shared/',
    'styled-system/(css/|helpers|recipes/(button|card|skeleton|create-recipe)\\.)',
    'node_modules/(valibot|idb-keyval)/',
  ].join('|').replace(/\//g, '[\\\\/]'),
);
/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, once, at
 * the highest levels; the server sends the copy the browser accepts (http/client-files.ts).
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|json)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)]));
  return {
    name: 'precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of walk(outDir).filter((name) => compressible.test(name))) {
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

const server = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  root: here('src/client'),
  define,
  publicDir: here('public'),
  resolve: { alias: { 'styled-system': here('styled-system') } },
  // `as never`: Panda bundles its own copy of the PostCSS types, which TypeScript sees as different.
  css: { postcss: { plugins: [pandacss({ configPath: here('panda.config.ts'), cwd: repo }) as never] } },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('src/client/routes'),
      generatedRouteTree: here('src/client/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('sw'),
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        rollupFormat: 'iife',
      },
    }),
    precompress(here('dist/client')),
  ],
  build: {
    outDir: here('dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // A first visit loads two chunks (the framework, the app shell) rather than thirty small ones,
        // which compress worse and cost a request each; the framework chunk also survives app deploys.
        // Only modules every first visit needs belong in these groups: a group takes its modules out
        // of the lazy chunks, so anything listed here is paid for up front.
        advancedChunks: { groups: [{ name: 'framework', test: FRAMEWORK }, { name: 'app', test: APP_SHELL }] },
      },
    },
  },
  server: {
    proxy: { '/api': server, '/oauth2': server, '/login': server },
  },
  test: {
    root: repo,
    reporters: ['default', here('tests/support/summary-reporter.ts')],
    projects: [
      { root: repo, test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['**/node_modules/**', 'src/client/**'], environment: 'node' } },
      {
        root: repo,
        resolve: { alias: { 'styled-system': here('styled-system') } },
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      { root: repo, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'pglite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
      ...(postgres
        ? [{ root: repo, test: { name: 'api-postgres', include: ['tests/api/**/*.test.ts'], env: { TEST_DB: 'postgres' }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});
