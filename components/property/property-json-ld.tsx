import type { PropertyDetail } from '@/lib/data/properties';

/** schema.org JSON-LD for the listing (RealEstateListing about an Accommodation) and its Offer. */
export function PropertyJsonLd({
  property,
  url,
  imageUrls,
  typeLabel,
}: {
  property: PropertyDetail;
  url: string;
  imageUrls: string[];
  typeLabel: string;
}) {
  const p = property;
  const accommodation = {
    '@type': p.type === 'casa' || p.type === 'casa_condominio' || p.type === 'sobrado' || p.type === 'assobradado'
      ? 'SingleFamilyResidence'
      : p.type === 'terreno'
        ? 'Place'
        : 'Apartment',
    name: `${typeLabel} — ${p.neighborhood}, ${p.city}`,
    numberOfBedrooms: p.bedrooms,
    numberOfBathroomsTotal: p.bathrooms,
    ...(p.area ? { floorSize: { '@type': 'QuantitativeValue', value: p.area, unitCode: 'MTK' } } : {}),
    petsAllowed: p.petsAllowed,
    address: {
      '@type': 'PostalAddress',
      ...(p.street ? { streetAddress: p.street } : {}),
      addressLocality: p.city,
      addressRegion: p.state,
      addressCountry: 'BR',
    },
  };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: p.title,
    description: p.description.slice(0, 500),
    datePosted: p.publishedAt,
    dateModified: p.updatedAt,
    image: imageUrls.slice(0, 5),
    identifier: String(p.id),
    about: accommodation,
    offers: {
      '@type': 'Offer',
      url,
      price: p.price,
      priceCurrency: 'BRL',
      availability: 'https://schema.org/InStock',
      businessFunction: p.transaction === 'aluguel' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      ...(p.transaction === 'aluguel'
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: p.price, priceCurrency: 'BRL', unitCode: 'MON' } }
        : {}),
    },
  };
  // `<` escaped so a title can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
