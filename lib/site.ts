/** Product-wide constants. The product name lives here only; catalogues receive it as `{product}`. */
export const siteConfig = {
  name: 'Lar',
  /** Header navigation (spec §2 Header), labels under `Header.nav.<key>`. */
  mainNav: [
    { key: 'home', href: '/' },
    { key: 'advertise', href: '/anunciar-imovel' },
    { key: 'broker', href: '/sou-corretor' },
    { key: 'agency', href: '/sou-imobiliaria' },
    { key: 'about', href: '/sobre-nos' },
    { key: 'support', href: '/atendimento' },
  ],
  /** Footer columns (spec §2 Footer), titles under `Footer.groups.<key>`, labels under `Footer.links.<key>`. */
  footerNav: [
    {
      key: 'company',
      links: [
        { key: 'about', href: '/sobre-nos' },
        { key: 'faq', href: '/atendimento#faq' },
        { key: 'contact', href: '/atendimento#contato' },
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
  ],
} as const;

export type MainNavKey = (typeof siteConfig.mainNav)[number]['key'];
