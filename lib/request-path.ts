/** Set by proxy.ts on every page request: the path and query the visitor asked for (without `_rsc`). */
export const REQUEST_PATH_HEADER = 'x-lar-path';

/** The line the server logs for a 404 (spec §8): bounded, without control characters (no log injection). */
export function notFoundLogLine(path: string): string {
  return `[404] ${path.slice(0, 300).replace(/[\u0000-\u001f\u007f]/g, '?')}`;
}
