import type { SearchFilters } from '@/lib/search/params';

/** The part of a translator of the SavedSearches.name_ messages this needs. */
export type NameTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * The name 'Salvar busca' suggests for the filters (issue #22): what, for rent or sale, where and up to how
 * much — 'Apartamentos para alugar em Pinheiros até R$ 3.000'. `money` formats whole reais.
 */
export function suggestSearchName(f: SearchFilters, t: NameTranslator, money: (n: number) => string): string {
  const parts: string[] = [t(f.tipos.length === 1 ? `types.${f.tipos[0]}` : 'types.any')];
  if (f.transacao === 'alugar') parts.push(t('rent'));
  if (f.transacao === 'comprar') parts.push(t('sale'));
  if (f.quartos) parts.push(t('bedrooms', { count: f.quartos }));
  const place = f.bairro ?? f.cidade ?? f.q ?? f.rua ?? f.estado;
  if (place) parts.push(t('in', { place }));
  // A drawn area says so ('… na área desenhada'), after the place when there is one too.
  if (f.area) parts.push(t('drawnArea'));
  else if (!place && f.bbox) parts.push(t('area'));
  const max = f.transacao === 'alugar' ? f.aluguelMax : f.transacao === 'comprar' ? f.precoMax : (f.aluguelMax ?? f.precoMax);
  if (max) parts.push(t('upTo', { amount: money(max) }));
  return parts.join(' ').slice(0, 120);
}
