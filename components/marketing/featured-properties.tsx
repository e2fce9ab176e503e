import Image from 'next/image';
import { BathIcon, BedDoubleIcon, HomeIcon, RulerIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { FeaturedProperty } from '@/lib/data/marketing';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });

/** Cards of the featured listings (home page); each card is one link to /imovel/{id}. */
export async function FeaturedProperties({ properties, empty }: { properties: FeaturedProperty[]; empty: string }) {
  const t = await getTranslations('Marketing.featured');
  if (properties.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 py-10 text-center text-muted-foreground">
        <HomeIcon className="size-8" aria-hidden />
        {empty}
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((p) => (
        <li key={p.id}>
          <Link
            href={`/imovel/${p.id}`}
            className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <div className="relative aspect-[4/3] bg-muted">
              {p.image ? (
                <Image
                  src={p.image.url}
                  alt={p.image.alt ?? p.title}
                  fill
                  sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                  className="object-cover"
                />
              ) : null}
              <span className="absolute top-3 left-3 rounded-md bg-highlight px-2 py-1 text-xs font-semibold text-highlight-foreground">
                {t('badge')}
              </span>
            </div>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="text-xl font-bold tabular-nums">
                {brl.format(p.price)}
                {p.transaction === 'aluguel' ? <span className="text-sm font-medium text-muted-foreground">{t('perMonth')}</span> : null}
                <span className="sr-only"> · {p.transaction === 'aluguel' ? t('rent') : t('sale')}</span>
              </p>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <BedDoubleIcon className="size-4" aria-hidden />
                  {t('bedrooms', { count: p.bedrooms })}
                </span>
                <span className="inline-flex items-center gap-1">
                  <BathIcon className="size-4" aria-hidden />
                  {t('bathrooms', { count: p.bathrooms })}
                </span>
                {p.area ? (
                  <span className="inline-flex items-center gap-1">
                    <RulerIcon className="size-4" aria-hidden />
                    {t('area', { area: String(p.area) })}
                  </span>
                ) : null}
              </p>
              <h3 className="font-semibold group-hover:underline">{p.title}</h3>
              <p className="text-sm text-muted-foreground">
                {p.neighborhood}, {p.city} - {p.state}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
