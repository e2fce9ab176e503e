import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { BASE_CLIENT_NAMESPACES, CLIENT_NAMESPACES, pickClientMessages, type ClientNamespace } from './client-namespaces';

/**
 * Gives the client components below it the namespaces they read on top of the base set every page has
 * (see BASE_CLIENT_NAMESPACES); `all` for the signed-in route groups, whose screens use most of them.
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: readonly ClientNamespace[] | 'all';
  children: React.ReactNode;
}) {
  const messages = await getMessages();
  const list = namespaces === 'all' ? CLIENT_NAMESPACES : [...BASE_CLIENT_NAMESPACES, ...namespaces];
  return <NextIntlClientProvider messages={pickClientMessages(messages, list)}>{children}</NextIntlClientProvider>;
}
