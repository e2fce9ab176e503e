/**
 * Where a notification's menu item leads: only same-site paths ('/propostas') become links — never
 * 'https://…', '//host' or '/\host' (browsers read the last two as another site).
 */
export function safeNotificationLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/')) return null;
  if (link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}
