/// <reference types="vitest/config" />
/**
 * One file for the client build and the test projects. The client is rooted in src/client and built to
 * dist/client, which the server serves. The vitest projects set their own root and, inline projects
 * not extending the root config unless told to, never get the client plugins.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pandacss from '@pandacss/dev/postcss';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreen } from './src/build/first-screen.ts';
import { precacheGroups, type OfflineFiles } from './src/build/public-pack.ts';
import { pandaStatic } from './src/build/panda-static.ts';
import { cacheBuster, devProxy, inFolders, lucideDrawings, precompress } from './src/build/vite-plugins.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const repo = here('.');
const postgres = process.env.TEST_DATABASE_URL;
// Vitest only (a client build leaves VITEST unset): without it the api-postgres project is left out.
if (process.env.VITEST && !postgres) {
  console.warn('TEST_DATABASE_URL is not set: the API tests run on embedded PGlite only (bash scripts/test.sh sets it)');
}

/** The framework chunk, by package: React and the TanStack libraries. */
const FRAMEWORK = [
  'react',
  'react-dom',
  'scheduler',
  'use-sync-external-store',
  ...['react-router', 'router-core', 'history', 'store', 'react-store', 'query-core', 'react-query'].map((name) => `@tanstack/${name}`),
].map((name) => `node_modules/${name}`);
/** Of the framework, what only the screens read a page at a time use (the changelog, the audit log): split by what imports it. */
const FRAMEWORK_LATER = ['query-core/build/modern/infiniteQueryObserver.js', 'react-query/build/modern/useInfiniteQuery.js'].map(
  (path) => `node_modules/@tanstack/${path}`,
);

/**
 * The app chunk, by folder: these folders and what they import, all needed by any first screen. A
 * module that loads later (a dialog, a menu, a page of its own) lives outside them, e.g. in
 * components/ui/on-demand/ rather than components/ui/first-visit/.
 */
const FIRST_VISIT = [
  'src/client/lib', // the API client, auth, the persisted cache, the theme, the toast helper
  'src/client/routes', // the route files; their split-off components load with their route
  'src/client/app', // the app shell: what frames every screen
  'src/client/components/layout', // the shell's parts
  'src/client/components/ui/first-visit', // the UI parts the shell and the level lists draw
  'src/client/features/levels/components/list', // the level lists: the home page, with no chunk of its own
  'src/shared',
];
/** The page's outbox, but for what the first visit knows of it (lib/outbox/load.ts, mark.ts). */
const OUTBOX_LATER = readdirSync(here('src/client/lib/outbox'))
  .filter((file) => !['load.ts', 'mark.ts'].includes(file))
  .map((file) => `src/client/lib/outbox/${file}`);
/**
 * Inside those folders, what loads later: the outbox (only a write needs it; it loads when there is
 * something to send), the offline copy of the public data and the cache's saving (both start after
 * the first render), and the schemas of request bodies (only forms need them).
 */
const LATER = [
  ...OUTBOX_LATER,
  'src/shared/outbox',
  'src/client/lib/offline-sync',
  'src/shared/snapshot',
  'src/client/lib/cache-saving.ts',
  // what a request body must be, and shared rules only the level page, the profile and the forms use
  'src/shared/schemas/input',
  'src/shared/social.ts',
  'src/shared/video.ts',
  'src/shared/points.ts',
  // record values, sign-in, submissions and staff writes: only their pages and dialogs use these
  // the change log's shapes and reads: only the changelog, a level's history, the audit log and the offline copy use them
  'src/shared/schemas/changes.ts',
  'src/shared/changelog',
  'src/client/lib/record-values',
  'src/shared/duration.ts',
  'src/shared/schemas/auth.ts',
  'src/shared/schemas/submissions.ts',
  'src/shared/versions.ts',
  // the inbox's shapes: only the bell (signed in) and the Inbox page use them
  'src/shared/schemas/notifications.ts',
  // shapes of what only signed-in and staff screens read: sanctions, claims, the audit log's subjects;
  // and the offline copy's, which loads after the first render
  'src/shared/schemas/sanctions.ts',
  'src/shared/schemas/claims.ts',
  'src/shared/log-subjects.ts',
  'src/shared/schemas/snapshot.ts',
  // the signed-in player's own profile and the records as staff see them
  'src/shared/schemas/own-profile.ts',
  'src/shared/schemas/staff-records.ts',
  // the formats the catalogs use; where the catalogs' parts after the first screens' are
  'src/client/lib/i18n/format.ts',
  'src/client/lib/i18n/catalog-parts.ts',
  'src/client/lib/i18n/marked-sentence.ts',
  // the toast machine (with the first toast) and the service worker's registration (after load), with what it tells the worker
  'src/client/lib/toast-store.ts',
  'src/client/lib/worker-updates.ts',
  'src/shared/offline-groups.ts',
  // how forms kept on the device are read back: only forms and the outbox's screens use it
  'src/client/lib/stored.ts',
  // the address of an avatar: only the screens that draw one
  'src/client/lib/avatar-path.ts',
  // a refusal's words: only forms, the outbox and their toasts show one
  'src/client/lib/refusals',
  'src/shared/errors.ts',
  'src/shared/error-codes.ts',
];

/** Each built chunk's precache group and the public pack's files, found by first-screen.ts and given to the service worker's manifest. */
const offline: OfflineFiles = { groups: new Map(), packed: new Set() };

export default defineConfig({
  root: here('src/client'),
  publicDir: here('public'),
  resolve: { alias: { 'styled-system': here('styled-system') } },
  // `as never`: Panda bundles its own copy of the PostCSS types, which TypeScript sees as different.
  css: { postcss: { plugins: [pandacss({ configPath: here('panda.config.ts'), cwd: repo }) as never] } },
  plugins: [
    pandaStatic(here('styled-system')),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: here('src/client/routes'),
      generatedRouteTree: here('src/client/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    lucideDrawings(),
    firstScreen(offline),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: here('sw'),
      filename: 'sw.ts',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // Not the PNG icons: they are the installed app's, which the browser fetches itself as it installs it.
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        rollupFormat: 'iife',
        manifestTransforms: [precacheGroups(offline, here('dist/client'))],
      },
    }),
    precompress(here('dist/client')),
    cacheBuster(repo),
    devProxy(['/api', '/oauth2', '/login']),
  ],
  build: {
    outDir: here('dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    modulePreload: {
      // Every browser the build targets (ES2022) preloads modules itself.
      polyfill: false,
      // The page a visit lands on has its chunks preloaded by index.html's start-up script
      // (src/build/first-screen.ts); a lazy chunk fetches its own imports as it loads, from the service
      // worker's cache once it has installed, so the app chunk carries no lists of file names.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        // A first visit loads two chunks (the framework, the app shell) rather than thirty small ones,
        // which compress worse and cost a request each; the framework chunk also survives app deploys.
        // Only modules every first visit needs belong in these groups: a group takes its modules out
        // of the lazy chunks, so anything listed here is paid for up front. Everything else is split
        // by what imports it, so the staff pages' code (drag and drop, pagination, their dialogs)
        // loads only there and a public page loads only the UI parts it uses.
        codeSplitting: {
          groups: [
            { name: 'framework', test: inFolders(repo, FRAMEWORK, FRAMEWORK_LATER) },
            { name: 'app', test: inFolders(repo, FIRST_VISIT, LATER) },
          ],
        },
      },
    },
  },
  test: {
    root: repo,
    reporters: ['default', here('tests/support/summary-reporter.ts')],
    projects: [
      {
        root: repo,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['**/node_modules/**', 'src/client/**'], environment: 'node' },
      },
      {
        root: repo,
        resolve: { alias: { 'styled-system': here('styled-system') } },
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        root: repo,
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              root: repo,
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
