/**
 * The message namespaces that code running in the browser reads: useTranslations in a 'use client' module
 * or in a module one imports (PropertyCard inside a client list, for instance). Document hands only these
 * to NextIntlClientProvider, so page copy, metadata and the server-rendered header, footer and menus are
 * not serialised into every page's payload.
 *
 * A client component that starts using another namespace must add it here:
 * tests/unit/i18n/client-namespaces.test.ts reads the source and fails until it is listed (and when a
 * listed namespace is no longer read by any client module).
 */
export const CLIENT_NAMESPACES = [
  // Shared UI: dialog/sheet close buttons, toasts.
  'Common',
  // A lazy dialog whose code could not be fetched: 'Não foi possível abrir' (components/ui/lazy-dialog.tsx).
  'DialogLoad',
  // The auth modal of every page's header, and the account screens' forms.
  'AuthDialog',
  'AuthMessages',
  'AuthValidation',
  'ChangePassword',
  'CompleteAgency',
  'CompleteProfile',
  'ConfirmEmail',
  'Login',
  'MyAccount',
  // The header's account menu on a cached public page, filled in by the browser (issue #21).
  'AccountMenu',
  'Roles',
  // /perfil, /minha-conta and /configuracoes (issue #24).
  'AccountPrivacy',
  'AccountSettings',
  'ProfileScreen',
  'PasswordRecovery',
  'Register',
  // Marketing forms.
  'AgencyOnboarding',
  'BrokerSignup',
  'ContactForm',
  // Search, listings and favourites.
  'FavoriteButton',
  'FavoritesPage',
  // /minhas-buscas (issue #22).
  'SavedSearches',
  // The listing's financing simulator (issue #38).
  'Simulator',
  'Lead',
  'ListingRequests',
  'NearbyPage',
  'PropertyCard',
  // 'Disponibilidade confirmada há N dias' on the cards, 'Confirmados recentemente' in the sort.
  'Availability',
  'PropertyPage',
  'PropertyTypes',
  'Search',
  'SearchBar',
  'SearchFilters',
  'SearchMap',
  // The map's 'Desenhar área' (issue #22).
  'SearchArea',
  // The location box of the home and /buscar (issue #40).
  'Location',
  // /financeiro: plan changes, the Pix charge's copy button, the sign order form (issue #24).
  'Billing',
  // The broker dashboard's 'Editar meta' (issue #39).
  'BrokerGoals',
  // The client record's forms: stage, notes, next action (issue #39).
  'Crm',
  // The header's notification menu.
  'Notifications',
  // /notificacoes: the list and 'Marcar todas como lidas' (issue #39).
  'NotificationCentre',
  // /propostas: the answers' dialogs and toasts.
  'Proposals',
  // The offer form and the negotiation moves (issue #38).
  'Offer',
  'Deal',
  // Visits: the listing page's dialog, /minhas-visitas, /agendamentos and /agendamentos/novo.
  'Visits',
  'VisitDialog',
  'MyVisitsPage',
  'AgendaPage',
  'NewVisitPage',
  // The listing wizard (/imoveis/novo, /imoveis/{id}/editar).
  'ListingEditor',
  // The wizard's items shown from their stored keys (issue #40).
  'Amenities',
  // /imoveis: the listing moves, assignment and partner dialogs; /anunciar-imovel: 'Quero anunciar meu imóvel'.
  'ListingsManage',
  // The listing write path's error messages (Listings.errors), read by /imoveis and the wizard.
  'Listings',
  // /corretores, /corretores/convidar, /convidar-corretor, /convite/{token}: the team's forms and dialogs.
  'Team',
  'Invitation',
  // /minha-pagina: the owner's editors; /{slug}: the page's error state (a namespace of its own, so that the public
  // page does not carry the editors' copy).
  'AgencyPage',
  'AgencyPageError',
  // 'Denunciar anúncio' and the pay-nothing-before-visiting notice of the listing dialogs; /moderacao (issue #34).
  'Trust',
  'Moderation',
] as const;

export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];

/**
 * What every page's browser code needs (Document hands only these to the provider): the header's auth
 * modal and notification menu, toasts, and the listing cards with their favourite button. A route whose
 * client components read more wraps its content in <ClientMessages> (./client-messages.tsx) with the
 * extra namespaces — the signed-in groups with all of them — so a visitor of the home page does not
 * download the agenda's or the proposals' copy.
 */
export const BASE_CLIENT_NAMESPACES = [
  'Common',
  'DialogLoad',
  'AuthDialog',
  'AuthMessages',
  'AuthValidation',
  'ChangePassword',
  'ConfirmEmail',
  'Login',
  'PasswordRecovery',
  'Register',
  'Notifications',
  'FavoriteButton',
  'PropertyCard',
  'Availability',
  'PropertyTypes',
  'Location',
] as const satisfies readonly ClientNamespace[];

/** The part of a locale's catalogue the browser needs (all client namespaces unless told which). */
export function pickClientMessages<T extends Record<string, unknown>>(
  messages: T,
  namespaces: readonly ClientNamespace[] = CLIENT_NAMESPACES,
): Pick<T, ClientNamespace & keyof T> {
  const picked: Record<string, unknown> = {};
  for (const ns of namespaces) if (ns in messages) picked[ns] = messages[ns];
  return picked as Pick<T, ClientNamespace & keyof T>;
}
