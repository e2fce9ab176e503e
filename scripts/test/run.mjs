// `npm test`: every check, stopping at the first failure, in the order of the README — lint and typecheck, unit,
// integration, end-to-end — with the independent steps side by side to keep CI under its 30 minutes on 2 cores:
//   1. ESLint and tsc at the same time (each uses one core);
//   2. two lanes at once: the integration tests (one jest process, runInBand, about one core for 25 minutes);
//      beside them `next build` of the e2e build (it inlines the e2e URLs:
//      tests/e2e/urls.mjs, the same module playwright.config.ts reads), then Playwright with E2E_SKIP_BUILD=1
//      on that build. The e2e suite starts while the integration tests still run: the second core is otherwise
//      idle for most of them (the last sequential run took 31 min, the previous layout 29:51); then the unit
//      tests, in the lane that ends first.
// Each step's output is printed as it comes, its lines prefixed by the step's name. The first failure ends the
// run: the other lane is stopped.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { e2eBuildEnv } from '../../tests/e2e/urls.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

const running = new Set();

/** Runs `command` in the project; resolves with its exit code. */
function run(label, command, args, env = {}, prefix = false) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
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
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n[test] ${label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${seconds} s\n`);
      resolve(code ?? 1);
    });
  });
}

let failed = false;

/** Stops what still runs (Playwright stops its own web servers on SIGTERM), then exits with a failure. */
function fail() {
  if (failed) return;
  failed = true;
  for (const child of running) child.kill('SIGTERM');
  const exit = () => process.exit(1);
  if (!running.size) exit();
  setInterval(() => running.size || exit(), 200);
  setTimeout(exit, 15_000);
}

/** Runs the lanes side by side, each lane's runs in order; the first failing run ends everything. */
async function step(...lanes) {
  await Promise.all(
    lanes.map(async (lane) => {
      for (const next of lane) {
        if (failed) return;
        if ((await next()) !== 0) return fail();
      }
    }),
  );
  if (failed) await new Promise(() => {}); // fail() exits once the others have stopped
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

await step([() => run('lint', npx, ['eslint', '.'], {}, true)], [() => run('typecheck', npx, ['tsc', '--noEmit'], {}, true)]);
await step(
  [() => run('integration', npx, ['jest', '--selectProjects', 'integration', '--runInBand'], {}, true)],
  [
    () => run('e2e build', npx, ['next', 'build'], e2eBuildEnv(), true),
    () => run('e2e', npx, ['playwright', 'test'], { E2E_SKIP_BUILD: '1' }, true),
    // The unit tests after the e2e suite, which ends minutes before the integration tests (CI 14: e2e lane
    // 1 339 s, integration 1 512 s): they no longer add their ~47 s to the longest lane.
    () => run('unit', npx, ['jest', '--selectProjects', 'unit', '--maxWorkers=1'], {}, true),
  ],
);
