import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Keeps the layers apart: shared imports neither side, the server never the client, the client never the server. */
const layer = (forbidden, message) => forbidden.map((group) => ({ group: [`**/${group}/**`], message }));
const boundary = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: layer(forbidden, message) }] },
});

/** The client's feature folders, each a zone of its own (below). */
const features = readdirSync(new URL('src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's layers import one way: routes → app (the shell) → features → components → lib → shared.
 * A layer never imports one above it, not even lazily (`import()`), and no module imports itself back
 * through others (a cycle), in the client, the server, the service worker or src/shared.
 */
const CLIENT_LAYERS = ['routes', 'app', 'features', 'components', 'lib'];
/**
 * A feature reaches another only through its reads and writes: its queries.ts and mutations.ts (and the
 * staff's staff-queries.ts, staff-mutations.ts). Anything else two features share moves down to
 * components/ or lib/, and routes compose features.
 */
const PUBLIC_FILES = ['queries', 'mutations', 'staff-queries', 'staff-mutations'];
const featureZones = features.map((feature) => ({
  target: `./src/client/features/${feature}`,
  from: './src/client/features',
  except: [
    `./${feature}`,
    ...features.filter((other) => other !== feature).flatMap((other) => PUBLIC_FILES.map((file) => `./${other}/${file}.ts`)),
  ],
  message: `A feature imports another's queries.ts or mutations.ts only: move what ${feature} shares with it to src/client/components/ or lib/, or compose them in a route.`,
}));
const oneWay = {
  files: ['src/client/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...CLIENT_LAYERS.slice(1).map((layer, index) => ({
            target: `./src/client/${layer}`,
            from: CLIENT_LAYERS.slice(0, index + 1).map((above) => `./src/client/${above}`),
            message: `Imports run routes → app → features → components → lib → shared: ${layer}/ must not import a layer above it.`,
          })),
          ...featureZones,
        ],
      },
    ],
  },
};
const noCycles = {
  files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

/**
 * The client's hooks are called in the same order on every render (rules-of-hooks), and an effect or
 * memo names everything it reads (exhaustive-deps). Only these two rules: the plugin's presets also
 * bring the React Compiler's rules, and the client is not compiled. The service worker has no React.
 */
const hooks = {
  files: ['src/client/**/*.{ts,tsx}'],
  plugins: { 'react-hooks': reactHooks },
  rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'styled-system', '**/routeTree.gen.ts', 'coverage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  boundary(['src/server/**'], ['client', 'sw'], 'The server must not import client code.'),
  boundary(['src/client/**'], ['server'], 'The client must not import server code.'),
  noCycles,
  oneWay,
  hooks,
  boundary(['src/shared/**'], ['client', 'server', 'sw'], 'src/shared is pure: it imports neither side.'),
  boundary(['sw/**'], ['client', 'server'], 'The service worker imports only src/shared.'),
  // Layout is Prettier's (`npm run format`; `npm run lint` checks it): no lint rule of style argues with it.
  prettier,
);
