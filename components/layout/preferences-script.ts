import { SESSION_COOKIE_IN_DOCUMENT } from '@/lib/security/session-cookie';
import { THEME_COOKIE } from '@/lib/validations/settings';

/**
 * Runs before the first paint of every page (issue #21): the theme cookie's class on <html> ('dark', or 'auto'
 * following the system: themeClass), as the server puts it on a page rendered per request, and `lar-session`
 * when the browser holds a Supabase session cookie, which hides a cached page's 'Entrar' until the header
 * knows who is signed in (components/auth/browser-header-account.tsx). Both cookies are readable by scripts
 * (lib/security/session-cookie.ts, lib/data/settings.ts).
 */
export const PREFERENCES_SCRIPT = `(function(){try{var c=document.cookie,h=document.documentElement.classList,m=/(?:^|;\\s*)${THEME_COOKIE}=(\\w+)/.exec(c),v=m&&m[1];if(v==='dark')h.add('dark');else if(v==='system')h.add('auto');if(/${SESSION_COOKIE_IN_DOCUMENT.source}/.test(c))h.add('lar-session')}catch(e){}})()`;
