export default async function globalTeardown() {
  for (const child of globalThis.__LOCAL_STACKS__ ?? []) child.kill('SIGTERM');
}
