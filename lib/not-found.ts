import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { notFoundLogLine, REQUEST_PATH_HEADER } from './request-path';

/**
 * Logs on the server the path the visitor asked for (spec §8: a 404 logs the path), from the header
 * proxy.ts sets. Call it only where a 404 is certain: the not-found boundary's own tree is rendered
 * into every page's payload, so logging from there would log every page.
 */
export async function logNotFound(): Promise<void> {
  const path = (await headers()).get(REQUEST_PATH_HEADER);
  if (path) console.warn(notFoundLogLine(path));
}

/** next/navigation's notFound() (HTTP 404, app/[locale]/not-found.tsx), with the path logged first. */
export async function notFoundLogged(): Promise<never> {
  await logNotFound();
  notFound();
}
