/**
 * What /login shows about the way the visitor arrived, from its query string (issue #28). Only catalogue
 * text, chosen by fixed keys: the query picks *which* message, never supplies its words. A `message=` (or any
 * other parameter) with free text is ignored, so a crafted link cannot make the site say "Sua conta foi
 * bloqueada, ligue 0800…" in its own toast, nor show a provider's raw English error.
 *  - `oauth_error=google|facebook` (app/auth/callback after a refused or failed OAuth return): the provider's
 *    error title and `AuthMessages.oauthFailed`;
 *  - `erro=link` (app/auth/confirm after an invalid or expired e-mail link): `AuthPage.linkError`.
 * Anything else shows nothing.
 */
export type LoginNotice = {
  toast: { title: 'googleErrorTitle' | 'facebookErrorTitle'; description: 'oauthFailed' } | null;
  linkError: boolean;
};

type Query = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const OAUTH_TITLES = { google: 'googleErrorTitle', facebook: 'facebookErrorTitle' } as const;

export function loginNotice(query: Query): LoginNotice {
  const provider = one(query.oauth_error);
  const title = provider === 'google' || provider === 'facebook' ? OAUTH_TITLES[provider] : null;
  return {
    toast: title ? { title, description: 'oauthFailed' } : null,
    linkError: one(query.erro) === 'link',
  };
}
