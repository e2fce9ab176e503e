import en from '@/messages/en/offline.json';
import es from '@/messages/es/offline.json';
import ptBR from '@/messages/pt-BR/offline.json';
import { showToast } from '@/lib/toast';

// Browser-side only (no server imports): a server action called from a form rejects with a TypeError when
// the network is down — 'Failed to fetch' (Chromium), 'NetworkError when attempting to fetch resource.'
// (Firefox), 'Load failed' (Safari). Uncaught, React hands it to the error boundary and what the person
// typed is gone (issue #37). callAction turns only that failure into a toast and an `undefined` result, so
// the form keeps its values and its button comes back; every other error — Next's redirect/notFound
// control-flow errors above all — is rethrown unchanged.

const NETWORK_MESSAGES = [/failed to fetch/i, /networkerror/i, /load failed/i, /network request failed/i, /fetch failed/i];

const CATALOGUES = { 'pt-BR': ptBR.Offline, en: en.Offline, es: es.Offline } as const;

/** True only for a fetch that failed for lack of network (never for Next's errors, which carry a digest). */
export function isNetworkError(err: unknown): boolean {
  if (!(err instanceof TypeError)) return false;
  if ('digest' in err) return false;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return NETWORK_MESSAGES.some((re) => re.test(err.message));
}

/**
 * 'Sem conexão com a internet' in the page's language (the <html lang> the layout sets). Through lib/toast, so
 * sonner is not in the first load of every page with a favourite heart (issue #21).
 */
export function showOfflineToast() {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const copy = CATALOGUES[lang as keyof typeof CATALOGUES] ?? CATALOGUES['pt-BR'];
  showToast('error', copy.title, { description: copy.description, id: 'offline' });
}

/**
 * Runs a server action call; on a network failure shows the offline toast and resolves `undefined` (the
 * caller returns, leaving the form as it is). Any other rejection is rethrown as it came.
 */
export async function callAction<T>(call: () => Promise<T>, onOffline: () => void = showOfflineToast): Promise<T | undefined> {
  try {
    return await call();
  } catch (err) {
    if (!isNetworkError(err)) throw err;
    onOffline();
    return undefined;
  }
}
