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

/** Social profiles, labelled under `Footer.social.<key>`. */
export const socialLinks = [
  { key: 'instagram', href: 'https://www.instagram.com/lar' },
  { key: 'facebook', href: 'https://www.facebook.com/lar' },
  { key: 'linkedin', href: 'https://www.linkedin.com/company/lar' },
  { key: 'youtube', href: 'https://www.youtube.com/@lar' },
] as const;

/** App-store listings, labelled under `Footer.apps.<key>`. */
export const appStoreLinks = [
  { key: 'appStore', href: 'https://apps.apple.com/br/app/lar' },
  { key: 'googlePlay', href: 'https://play.google.com/store/apps/details?id=dev.lar.app' },
] as const;

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
