import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { suggestPlaces } from '@/lib/location/data';
import { didYouMean, placeFilters } from '@/lib/location/suggestions';
import { PAGE_SIZE, searchHref, type SearchFilters } from '@/lib/search/params';

/**
 * 'Você quis dizer Curitiba?' on /buscar (issue #40): when the typed location matches no place as written
 * but one closely (a typo), a link to the search filtered on that place instead of the text. Renders
 * nothing otherwise, or when the suggestions cannot be read (the results are still shown).
 */
export async function DidYouMean({ filters }: { filters: SearchFilters }) {
  if (!filters.q) return null;
  const suggestions = await suggestPlaces(filters.q, 5).catch(() => []);
  const place = didYouMean(suggestions);
  if (!place) return null;
  const t = await getTranslations('Location');
  const href = searchHref({
    ...filters,
    q: undefined,
    rua: undefined,
    bairro: undefined,
    cidade: undefined,
    ...(placeFilters(place) as Partial<SearchFilters>),
    mostrar: PAGE_SIZE,
  });
  return (
    <p className="rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground" data-testid="did-you-mean">
      {t.rich('didYouMean', {
        place: place.name,
        link: (chunks) => (
          <Link href={href} className="font-semibold underline">
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
