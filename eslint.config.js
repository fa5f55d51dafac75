import { readdirSync } from 'node:fs';
import { URL } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Keeps the layers apart: shared imports neither side, the server never the client, the client never the server. */
const layer = (forbidden, message) => forbidden.map((group) => ({ group: [`**/${group}/**`], message }));
const boundary = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: layer(forbidden, message) }] },
});

/**
 * Features do not import each other's components: what two features share moves to src/client/components/,
 * and routes compose features. Another feature's queries.ts (keys, query options) stays importable.
 * One block per feature folder; it repeats the client's layer rule because a later block's options for the
 * same rule replace an earlier block's rather than adding to them.
 */
const features = readdirSync(new URL('src/client/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const clientLayer = layer(['server'], 'The client must not import server code.');
const featureBoundaries = features.map((feature) => ({
  files: [`src/client/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...clientLayer,
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              // A relative path between features names the other folder but not `features/`.
              group: [`**/${other}/components`, `**/${other}/components/**`],
              message: `Features do not import each other's components: move what ${feature} and ${other} share to src/client/components/, or compose them in a route.`,
            })),
        ],
      },
    ],
  },
}));

/**
 * The client's layers import one way: routes → app (the shell) → features → components → lib → shared.
 * A layer never imports one above it, not even lazily (`import()`), and no module imports itself back
 * through others (a cycle), in the client, the server, the service worker or src/shared.
 */
const CLIENT_LAYERS = ['routes', 'app', 'features', 'components', 'lib'];
const oneWay = {
  files: ['src/client/**'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: CLIENT_LAYERS.slice(1).map((layer, index) => ({
          target: `./src/client/${layer}`,
          from: CLIENT_LAYERS.slice(0, index + 1).map((above) => `./src/client/${above}`),
          message: `Imports run routes → app → features → components → lib → shared: ${layer}/ must not import a layer above it.`,
        })),
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
  ...featureBoundaries,
  noCycles,
  oneWay,
  hooks,
  boundary(['src/shared/**'], ['client', 'server', 'sw'], 'src/shared is pure: it imports neither side.'),
  boundary(['sw/**'], ['client', 'server'], 'The service worker imports only src/shared.'),
);
