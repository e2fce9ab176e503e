import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { initLocale } from '@/lib/i18n/server';
import { answerListingOf, answerResultOf, parseAnswerToken } from '@/lib/jobs/answer';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await initLocale(params);
  const t = await getTranslations({ locale, namespace: 'ListingJobs.answer' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * Where the one-click buttons of the listing e-mails land (app/api/anuncios/resposta): what happened, in
 * catalogue words picked by the fixed `resultado=` key (never text from the URL), the listing's public code,
 * and the way on (Meus imóveis, the listing). Works signed out: the e-mail's token was the proof.
 */
export default async function ListingAnswerPage({ params, searchParams }: Props) {
  const locale = await initLocale(params);
  const query = await searchParams;
  const id = answerListingOf(query.anuncio);
  const t = await getTranslations('ListingJobs.answer');
  // 'Não, já foi negociado': the e-mail's GET changed nothing (a mail scanner may have opened it); the person
  // confirms here and the form POSTs the token (in the body) to the answer route, which applies it.
  const token = query.resultado === 'confirmar' ? parseAnswerToken(Array.isArray(query.token) ? query.token[0] : query.token) : null;
  if (token) {
    return (
      <AuthCard title={t('confirm.title')} description={t('confirm.body')}>
        <form method="post" action="/api/anuncios/resposta" className="flex flex-col gap-3" data-result="confirmar">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={locale} />
          {id ? <p className="text-sm font-medium tabular-nums">{t('listing', { id })}</p> : null}
          <Button type="submit" className="w-full">
            {t('confirm.submit')}
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/imoveis">{t('manage')}</Link>
          </Button>
        </form>
      </AuthCard>
    );
  }
  const result = answerResultOf(query.resultado);
  const live = result === 'renovado' || result === 'disponivel';
  return (
    <AuthCard title={t(`results.${result}.title`)} description={t(`results.${result}.body`)}>
      <div className="flex flex-col gap-3" data-result={result}>
        {id ? <p className="text-sm font-medium tabular-nums">{t('listing', { id })}</p> : null}
        <Button asChild className="w-full">
          <Link href="/imoveis">{t('manage')}</Link>
        </Button>
        {id && live ? (
          <Button asChild variant="outline" className="w-full">
            <Link href={`/imovel/${id}`}>{t('view')}</Link>
          </Button>
        ) : null}
      </div>
    </AuthCard>
  );
}
