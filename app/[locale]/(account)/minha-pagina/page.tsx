import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AvatarUpload } from '@/components/auth/avatar-upload';
import { AgencyPageView } from '@/components/agency-page/agency-page-view';
import { CoverPhotosEditor } from '@/components/agency-page/cover-photos-editor';
import { PageDetailsEditor } from '@/components/agency-page/page-details-editor';
import { PublicProfileSwitch } from '@/components/agency-page/public-profile-switch';
import { Button } from '@/components/ui/button';
import { pagePreviewPath } from '@/lib/cache/public-pages';
import { getAgencyPage, pagePhotoUrl } from '@/lib/data/agency-page';
import { requirePrivateRoute } from '@/lib/data/auth';
import { getFavoriteIds } from '@/lib/data/favorites';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { initLocale } from '@/lib/i18n/server';
import { localizedUrl } from '@/lib/marketing/metadata';
import { parsePageFilters } from '@/lib/validations/agency-page';

type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'AgencyPage' });
  return { title: t('editor.title'), robots: { index: false, follow: false } };
}

/**
 * /minha-pagina (agencies and brokers): their public page as visitors see it, with editing in place — the
 * logo, up to 5 cover photos, the description, the contacts and the address (slug). Signed out → /login;
 * another role → its home.
 */
export default async function MyPublicPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await initLocale(params);
  const { profile } = await requirePrivateRoute('/minha-pagina');
  const t = await getTranslations('AgencyPage');
  const filters = parsePageFilters(await searchParams);

  if (!profile.slug) {
    // An agency that has not finished its sign-up has no name, hence no address yet.
    return (
      <div className="page-container flex flex-col items-start gap-4 py-12">
        <h1 className="font-heading text-2xl font-bold">{t('editor.title')}</h1>
        <p className="text-muted-foreground">{t('editor.noSlug')}</p>
        <Button asChild>
          <Link href={profile.role === 'imobiliaria' ? '/completar-cadastro-imobiliaria' : '/minha-conta'}>{t('editor.completeProfile')}</Link>
        </Button>
      </div>
    );
  }

  const result = await getAgencyPage(profile.slug, filters);
  if (result.kind !== 'page') throw new Error('own page unavailable');
  const data = result.data;
  const favoriteIds = await getFavoriteIds(data.listings.map((l) => l.id));
  const url = localizedUrl(`/${data.profile.slug}`, locale);

  return (
    <>
      <div className="page-container flex flex-col gap-1 pt-6">
        <p className="text-sm text-muted-foreground">
          {t.rich('editor.intro', {
            address: url,
            url: (chunks) => (
              <PreviewLink href={pagePreviewPath(data.profile.slug)} className="font-medium break-all text-primary underline-offset-4 hover:underline" data-testid="page-url">
                {chunks}
              </PreviewLink>
            ),
          })}
        </p>
      </div>
      <AgencyPageView
        data={data}
        filters={filters}
        basePath="/minha-pagina"
        pageUrl={url}
        signedIn
        favoriteIds={favoriteIds}
        mode="owner"
        photosEditor={<CoverPhotosEditor photos={data.profile.photos.map((name) => ({ name, url: pagePhotoUrl(name) }))} />}
        editor={
          <div className="flex flex-col gap-4 border-t pt-4">
            <div className="flex flex-col gap-2">
              <h2 className="text-sm font-semibold">{t('editor.logo')}</h2>
              <AvatarUpload
                url={data.profile.avatarUrl}
                name={data.profile.name}
                labels={{ change: t('editor.changeLogo'), uploading: t('editor.uploading'), saved: t('editor.logoSaved') }}
              />
            </div>
            <PublicProfileSwitch on={data.owner?.publicProfile !== false} />
            <PageDetailsEditor
              values={{
                description: data.profile.description ?? '',
                phone: data.profile.phone ?? '',
                whatsapp: data.owner?.whatsapp ?? '',
                contactEmail: data.owner?.contactEmail ?? '',
                slug: data.profile.slug,
              }}
            />
          </div>
        }
      />
    </>
  );
}
