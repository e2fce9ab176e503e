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
