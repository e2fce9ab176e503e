import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The project's own lint rules fail the code they are there to stop (eslint.config.mjs). ESLint runs in a
 * child process: its config loader needs native ESM, which jest's VM does not give it.
 */

const ROOT = path.resolve(__dirname, '../../..');

async function ruleIds(code: string, filePath: string) {
  const run = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', filePath, '--format', 'json'],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return result!.messages.map((m) => m.ruleId);
}

test('lib/ importing from components/ fails lint, by alias or by relative path (issue #25)', async () => {
  expect(await ruleIds("import { Button } from '@/components/ui/button';\nexport const B = Button;\n", 'lib/data/probe.ts')).toContain(
    'no-restricted-imports',
  );
  expect(
    await ruleIds("import { ProposalTimeline } from '../../components/proposals/proposal-timeline';\nexport const P = ProposalTimeline;\n", 'lib/data/probe.ts'),
  ).toContain('no-restricted-imports');
  // components/ may import lib/.
  expect(await ruleIds("import { cn } from '@/lib/utils';\nexport const c = cn;\n", 'components/ui/probe.ts')).not.toContain(
    'no-restricted-imports',
  );
}, 60_000);

test('an e2e spec taking test/expect from @playwright/test fails lint (the CSP fixture would be skipped)', async () => {
  expect(await ruleIds("import { test } from '@playwright/test';\ntest('x', () => {});\n", 'tests/e2e/probe.spec.ts')).toContain(
    'no-restricted-imports',
  );
}, 60_000);
