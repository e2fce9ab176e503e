// `npm test`: every check, stopping at the first failure, in the order of the README — lint and typecheck, unit,
// integration, end-to-end — with the independent steps side by side to keep CI under its 30 minutes on 2 cores:
//   1. ESLint and tsc at the same time (each uses one core);
//   2. the unit tests;
//   3. the integration tests (one jest process, runInBand) while `next build` makes the e2e build (the
//      build inlines the e2e URLs: tests/e2e/urls.mjs, the same module playwright.config.ts reads);
//   4. Playwright with E2E_SKIP_BUILD=1 on that build.
// Each step's output is printed as it comes, its lines prefixed when two steps run at once.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { e2eBuildEnv } from '../../tests/e2e/urls.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Runs `command` in the project; resolves with its exit code. */
function run(label, command, args, env = {}, prefix = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const pipe = (from, to) => {
      let rest = '';
      from.on('data', (chunk) => {
        if (!prefix) return to.write(chunk);
        const text = rest + chunk.toString();
        const lines = text.split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) to.write(`[${label}] ${line}\n`);
      });
      from.on('end', () => {
        if (prefix && rest) to.write(`[${label}] ${rest}\n`);
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n[test] ${label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

async function step(...runs) {
  const codes = await Promise.all(runs);
  if (codes.some((c) => c !== 0)) process.exit(1);
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

await step(run('lint', npx, ['eslint', '.'], {}, true), run('typecheck', npx, ['tsc', '--noEmit'], {}, true));
await step(run('unit', npx, ['jest', '--selectProjects', 'unit']));
await step(
  run('integration', npx, ['jest', '--selectProjects', 'integration', '--runInBand'], {}, true),
  run('e2e build', npx, ['next', 'build'], e2eBuildEnv(), true),
);
await step(run('e2e', npx, ['playwright', 'test'], { E2E_SKIP_BUILD: '1' }));
