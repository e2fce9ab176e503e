import type { Metadata } from 'next';
import { BarChart3Icon, CalendarDaysIcon, ContactIcon, FileTextIcon, UploadIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { CompleteAgencyDialog } from '@/components/auth/complete-agency-form';
import { AgencyNextActions } from '@/components/crm/next-actions-panel';
import { AgencyCounts } from '@/components/dashboard/agency-counts';
import { AgencyListingsTable } from '@/components/dashboard/agency-listings-table';
import { AgencyQrCard } from '@/components/dashboard/agency-qr-card';
import { PromoBanner } from '@/components/dashboard/promo-banner';
import { Button } from '@/components/ui/button';
import { agencyPageUrl, qrPngDataUrl } from '@/lib/agencies/qr-code';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getOwnProfile } from '@/lib/data/profiles';
import { getAgencyDashboard } from '@/lib/data/team';
import { env } from '@/lib/env';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { AGENCY_PLACEHOLDER_NAME } from '@/lib/validations/auth';

/** Screens the header navigation (spec §2) does not list, reachable from here. */
const moreLinks = [
  { key: 'contacts', href: '/clientes', icon: ContactIcon },
  { key: 'reports', href: '/relatorios', icon: BarChart3Icon },
  { key: 'appointments', href: '/agendamentos', icon: CalendarDaysIcon },
  { key: 'proposals', href: '/propostas', icon: FileTextIcon },
  { key: 'uploadProposal', href: '/propostas/subir', icon: UploadIcon },
] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ id?: string | string[]; pagina?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'AgencyDashboard' });
  return { title: t('metaTitle'), robots: { index: false } };
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * The agency home (spec §2): count cards, the QR code card, the properties table (search by ID, 5 per page)
 * and the promotional banner — one SQL call (agency_dashboard). Signed out → /login, another role → that
 * role's home; an unfinished profile opens the completion dialog.
 */
export default async function AgencyDashboardPage({ params, searchParams }: Props) {
  await initLocale(params);
  const { profile } = await requirePrivateRoute('/dashboard');
  const query = await searchParams;
  const rawSearch = one(query.id).trim().slice(0, 20);
  const search = rawSearch.replace(/[#\s]/g, '');
  const badSearch = search !== '' && !/^\d{1,18}$/.test(search);
  const page = Math.min(Math.max(Number.parseInt(one(query.pagina), 10) || 1, 1), 100000);

  const [t, own, dashboard] = await Promise.all([
    getTranslations('AgencyDashboard'),
    getOwnProfile(),
    getAgencyDashboard(badSearch ? '' : search, page),
  ]);
  const incomplete = !own?.name || own.name === AGENCY_PLACEHOLDER_NAME || !own.phone || !own.cpfCnpj;
  const pageUrl = profile.slug ? agencyPageUrl(env.siteUrl, profile.slug) : null;
  const png = pageUrl ? await qrPngDataUrl(pageUrl) : null;
  const name = profile.name && profile.name !== AGENCY_PLACEHOLDER_NAME ? profile.name : '';

  return (
    <div className="page-container flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="font-heading text-2xl font-semibold tracking-tight break-words sm:text-3xl">
          {name ? t('title', { name }) : t('titleNoName')}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </header>

      {dashboard ? (
        <>
          <AgencyCounts counts={dashboard.counts} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <AgencyListingsTable data={dashboard} search={badSearch ? rawSearch : search} badSearch={badSearch} />
            <AgencyQrCard url={pageUrl} pngDataUrl={png} />
          </div>
        </>
      ) : (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
          {t('error')}
        </p>
      )}

      <AgencyNextActions />

      <nav aria-label={t('links.label')}>
        <ul className="flex flex-wrap gap-2">
          {moreLinks.map(({ key, href, icon: Icon }) => (
            <li key={key}>
              <Button asChild variant="outline" size="sm">
                <Link href={href}>
                  <Icon className="size-4" aria-hidden />
                  {t(`links.${key}`)}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>

      <PromoBanner />

      {incomplete && own ? (
        <CompleteAgencyDialog
          defaults={{
            name: own.name && own.name !== AGENCY_PLACEHOLDER_NAME ? own.name : '',
            email: own.email ?? '',
            phone: own.phone ?? '',
          }}
        />
      ) : null}
    </div>
  );
}
