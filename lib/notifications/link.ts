import { safeNextPath } from '@/lib/validations/auth';

/**
 * Where a notification's menu item leads: only a path on this site becomes a link, by the same rule as every
 * other in-site redirect (safeNextPath: never 'https://…', '//host', '/\host' or '/.//host').
 */
export function safeNotificationLink(link: string | null | undefined): string | null {
  return safeNextPath(link, '') || null;
}
