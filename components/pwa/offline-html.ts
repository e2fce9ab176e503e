import type { Locale } from '@/lib/i18n/config';
import { siteConfig } from '@/lib/site';
import { BACKGROUND_COLOR, THEME_COLOR, type OfflineTexts } from './pwa-texts';

/** The offline page's address per locale (app/offline/[page]/route.ts serves it, public/sw.js caches it). */
export function offlinePath(locale: Locale): string {
  return `/offline/${locale}.html`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The roof-line mark of the logo (components/layout/logo.tsx, app/icon.svg). */
const MARK =
  '<svg viewBox="0 0 32 32" width="56" height="56" aria-hidden="true" focusable="false">' +
  '<path d="M4 15.5 16 5l12 10.5M8.5 14v12.5h15V14" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<rect x="14" y="18.5" width="4" height="8" rx="1" fill="#d77343"/></svg>';

const ICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BACKGROUND_COLOR}"/>` +
    `<path d="M4 15.5 16 5l12 10.5M8.5 14v12.5h15V14" fill="none" stroke="${THEME_COLOR}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
)}`;

/**
 * The page the service worker shows when a navigation fails for lack of network (issue #37): one
 * self-contained document — styles inline, the logo drawn inline, no script and no other file — so that the
 * cached copy needs nothing from the network and nothing the Content-Security-Policy could refuse.
 * 'Tentar novamente' is a link to the address the visitor asked for (`href=""` is the document's own URL,
 * which is the failed page's, since the worker answers that navigation with this document).
 */
export function offlineHtml(locale: Locale, t: OfflineTexts): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="${BACKGROUND_COLOR}">
<title>${escapeHtml(`${t.documentTitle} · ${siteConfig.name}`)}</title>
<link rel="icon" href="${ICON}">
<style>
:root{color-scheme:light dark;--bg:${BACKGROUND_COLOR};--fg:#1f1d1a;--muted:#5c5750;--primary:${THEME_COLOR};--on-primary:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#1a1917;--fg:#f3f1ec;--muted:#b7b1a8;--primary:#5dc0a6;--on-primary:#0f2a25}}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:var(--bg);color:var(--fg);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:32px 24px;text-align:center;max-width:480px;margin:0 auto}
svg{color:var(--primary)}
h1{margin:0;font-size:24px;line-height:1.25;font-weight:800}
p{margin:0;color:var(--muted)}
a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;width:100%;max-width:320px;padding:10px 20px;border-radius:8px;background:var(--primary);color:var(--on-primary);font-weight:600;text-decoration:none}
a:hover{opacity:.9}
a:focus-visible{outline:3px solid var(--fg);outline-offset:3px}
</style>
</head>
<body>
<main>
${MARK}
<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.body)}</p>
<a href="" data-testid="offline-retry">${escapeHtml(t.retry)}</a>
</main>
</body>
</html>
`;
}
