import { JsonLd } from '@/components/marketing/json-ld';
import type { AgencyPageData } from '@/lib/data/agency-page';

/**
 * schema.org RealEstateAgent of a public page, with its listings of the page shown as an OfferCatalog
 * (each an Offer for an Accommodation at its neighbourhood and city: never the exact address).
 */
export function AgencyPageJsonLd({
  data,
  url,
  listingUrl,
  logoUrl,
}: {
  data: AgencyPageData;
  url: string;
  listingUrl: (id: number) => string;
  logoUrl: string | null;
}) {
  const p = data.profile;
  const json: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': url,
    url,
    name: p.name,
    ...(p.description ? { description: p.description.slice(0, 500) } : {}),
    ...(logoUrl ? { logo: logoUrl, image: logoUrl } : {}),
    ...(p.phone ? { telephone: p.phone } : {}),
    ...(p.email ? { email: p.email } : {}),
    ...(p.city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(p.address ? { streetAddress: [p.address, p.addressNumber].filter(Boolean).join(', ') } : {}),
            addressLocality: p.city,
            ...(p.state ? { addressRegion: p.state } : {}),
            addressCountry: 'BR',
          },
        }
      : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: p.name,
      numberOfItems: data.totalAll,
      itemListElement: data.listings.map((l) => ({
        '@type': 'Offer',
        url: listingUrl(l.id),
        price: l.price,
        priceCurrency: 'BRL',
        businessFunction: l.transaction === 'aluguel' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
        itemOffered: {
          '@type': 'Accommodation',
          name: l.title,
          numberOfBedrooms: l.bedrooms,
          address: { '@type': 'PostalAddress', addressLocality: l.city, ...(l.state ? { addressRegion: l.state } : {}), addressCountry: 'BR' },
        },
      })),
    },
  };
  return <JsonLd data={json} />;
}
