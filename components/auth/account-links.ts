import type { Role } from '@/lib/data/auth';

/** The account menu of each role (spec §2 Header): labels under `AccountMenu.links.<key>`. */
export type AccountLinkKey =
  | 'dashboard'
  | 'myPage'
  | 'finance'
  | 'profile'
  | 'settings'
  | 'changePassword'
  | 'myAccount'
  | 'myVisits'
  | 'favorites'
  | 'savedSearches'
  | 'proposals';

export function accountLinks(role: Role | null | undefined): { key: AccountLinkKey; href: string }[] {
  if (role === 'imobiliaria') {
    return [
      { key: 'dashboard', href: '/dashboard' },
      { key: 'myPage', href: '/minha-pagina' },
      { key: 'finance', href: '/financeiro' },
      { key: 'profile', href: '/perfil' },
      { key: 'settings', href: '/configuracoes' },
      { key: 'changePassword', href: '/trocar-senha' },
    ];
  }
  return [
    { key: 'myAccount', href: '/minha-conta' },
    { key: 'myVisits', href: '/minhas-visitas' },
    { key: 'favorites', href: '/favoritos' },
    { key: 'savedSearches', href: '/minhas-buscas' },
    { key: 'proposals', href: '/propostas' },
    { key: 'settings', href: '/configuracoes' },
  ];
}
