import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Keeps the layers apart: shared imports neither side, the server never the client, the client never the server. */
const boundary = (files, forbidden, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [`**/${group}/**`], message })) }] },
});

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
  boundary(['src/shared/**'], ['client', 'server', 'sw'], 'src/shared is pure: it imports neither side.'),
  boundary(['sw/**'], ['client', 'server'], 'The service worker imports only src/shared.'),
);
