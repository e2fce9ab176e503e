import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import json from '@eslint/json';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The message catalogues: JSON.parse keeps the last of two equal keys, so a duplicate silently replaces a
    // text users read (one slipped into search.json).
    files: ['messages/**/*.json'],
    plugins: { json },
    language: 'json/json',
    rules: { 'json/no-duplicate-keys': 'error', 'json/no-empty-keys': 'error', 'json/no-unsafe-values': 'error' },
  },
  {
    rules: {
      // `_name` marks a deliberately unused argument or binding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // End-to-end specs take `test` from tests/e2e/support.ts, whose fixture fails a test on any
    // Content-Security-Policy violation of its pages (issue #28).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from tests/e2e/support.ts (it fails a test on CSP violations).',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is the domain and data layer: it never reaches up into components/ (issue #25). A helper both
    // need lives in lib/ and the component imports it.
    files: ['lib/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/components/*', '@/components', '**/components/*', '**/components'],
              message: 'lib/ must not import from components/: move the shared helper into lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // A form the browser may submit before React has hydrated it goes by its own method: without one, a GET that
    // puts every field, a password too, into the address, the history and the server logs. Each <form> says
    // which: "post" for one that sends data (the page is rendered again and nothing is kept), "get" for a
    // search whose fields belong in the URL.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name=/^(method|action)$/]))",
          message: 'Give this <form> a method ("post", or "get" for a search): submitted before hydration it would put its fields in the URL.',
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'node_modules/**',
    'out/**',
    'coverage/**',
    'test-results*/**',
    'playwright-report*/**',
    'next-env.d.ts',
    'supabase/seed-storage/**',
  ]),
]);
