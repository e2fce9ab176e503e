/** Footer columns (spec §2 Footer). Titles under `Footer.groups.<key>`, labels under `Footer.links.<key>`. */
export const footerNav = [
  {
    key: 'company',
    links: [
      { key: 'about', href: '/sobre-nos' },
      { key: 'faq', href: '/atendimento#faq' },
      { key: 'contact', href: '/atendimento#contato' },
      { key: 'terms', href: '/termos' },
      { key: 'privacy', href: '/privacidade' },
    ],
  },
  {
    key: 'professionals',
    links: [
      { key: 'broker', href: '/sou-corretor' },
      { key: 'agency', href: '/sou-imobiliaria' },
      { key: 'advertise', href: '/anunciar-imovel' },
    ],
  },
  {
    key: 'explore',
    links: [{ key: 'search', href: '/buscar' }],
  },
] as const;

export const SOCIAL_KEYS = ['instagram', 'facebook', 'linkedin', 'youtube'] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export const APP_STORE_KEYS = ['appStore', 'googlePlay'] as const;
export type AppStoreKey = (typeof APP_STORE_KEYS)[number];

type Channels = { apps: Record<AppStoreKey, string | null>; social: Record<SocialKey, string | null> };

/** The operator's social profiles that are configured (lib/server-env.ts operatorEnv), labelled under `Footer.social.<key>`. */
export function socialLinks(channels: Channels): { key: SocialKey; href: string }[] {
  return SOCIAL_KEYS.flatMap((key) => (channels.social[key] ? [{ key, href: channels.social[key] }] : []));
}

/** The app-store listings that are configured, labelled under `Footer.apps.<key>`. */
export function appStoreLinks(channels: Channels): { key: AppStoreKey; href: string }[] {
  return APP_STORE_KEYS.flatMap((key) => (channels.apps[key] ? [{ key, href: channels.apps[key] }] : []));
}

/** Public marketing pages (sitemap, e2e). */
export const marketingPaths = [
  '/',
  '/anunciar-imovel',
  '/sou-corretor',
  '/sou-imobiliaria',
  '/sobre-nos',
  '/atendimento',
  '/termos',
  '/privacidade',
] as const;
