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
} as const;

export type MainNavKey = (typeof siteConfig.mainNav)[number]['key'];
