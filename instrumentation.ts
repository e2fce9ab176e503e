/** Runs once when the server starts (Next's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('@/lib/validations/zod-config');
}
