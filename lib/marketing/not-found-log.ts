'use server';

/** Logs on the server the path a visitor tried and got a 404 for (spec §8: the 404 page logs the path). */
export async function logNotFoundAction(path: unknown): Promise<void> {
  if (typeof path !== 'string') return;
  // One line, bounded, no control characters (log injection).
  const clean = path.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, '?');
  console.warn(`[404] ${clean}`);
}
