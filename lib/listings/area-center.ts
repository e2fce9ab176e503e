/**
 * Where the wizard's map opens before a pin is placed (issue #18). There is no geocoder (the site works
 * offline and sends no address to a third party): the centre is the mean of the approximate points of the
 * public listings in the same neighbourhood (zoom 15), else the same city (zoom 13), else the state's
 * capital (zoom 11), else São Paulo — the search map's default (spec §9). Pure; lib/data/listing-area.ts reads
 * the points.
 */
import type { Uf } from '@/lib/validations/rules/documents';

export interface MapCenter {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** The capital of each UF (IBGE seat coordinates, rounded to 4 places). */
export const STATE_CAPITALS: Readonly<Record<Uf, { city: string; latitude: number; longitude: number }>> = {
  AC: { city: 'Rio Branco', latitude: -9.9747, longitude: -67.81 },
  AL: { city: 'Maceió', latitude: -9.6658, longitude: -35.735 },
  AP: { city: 'Macapá', latitude: 0.0349, longitude: -51.0694 },
  AM: { city: 'Manaus', latitude: -3.119, longitude: -60.0217 },
  BA: { city: 'Salvador', latitude: -12.9714, longitude: -38.5014 },
  CE: { city: 'Fortaleza', latitude: -3.7319, longitude: -38.5267 },
  DF: { city: 'Brasília', latitude: -15.7939, longitude: -47.8828 },
  ES: { city: 'Vitória', latitude: -20.3155, longitude: -40.3128 },
  GO: { city: 'Goiânia', latitude: -16.6869, longitude: -49.2648 },
  MA: { city: 'São Luís', latitude: -2.5307, longitude: -44.3068 },
  MT: { city: 'Cuiabá', latitude: -15.601, longitude: -56.0974 },
  MS: { city: 'Campo Grande', latitude: -20.4697, longitude: -54.6201 },
  MG: { city: 'Belo Horizonte', latitude: -19.9167, longitude: -43.9345 },
  PA: { city: 'Belém', latitude: -1.4558, longitude: -48.4902 },
  PB: { city: 'João Pessoa', latitude: -7.115, longitude: -34.8631 },
  PR: { city: 'Curitiba', latitude: -25.4284, longitude: -49.2733 },
  PE: { city: 'Recife', latitude: -8.0476, longitude: -34.877 },
  PI: { city: 'Teresina', latitude: -5.0892, longitude: -42.8019 },
  RJ: { city: 'Rio de Janeiro', latitude: -22.9068, longitude: -43.1729 },
  RN: { city: 'Natal', latitude: -5.7945, longitude: -35.211 },
  RS: { city: 'Porto Alegre', latitude: -30.0346, longitude: -51.2177 },
  RO: { city: 'Porto Velho', latitude: -8.7612, longitude: -63.9004 },
  RR: { city: 'Boa Vista', latitude: 2.8235, longitude: -60.6758 },
  SC: { city: 'Florianópolis', latitude: -27.5954, longitude: -48.548 },
  SP: { city: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
  SE: { city: 'Aracaju', latitude: -10.9472, longitude: -37.0731 },
  TO: { city: 'Palmas', latitude: -10.1844, longitude: -48.3336 },
};

export const DEFAULT_CENTER: MapCenter = { latitude: -23.5505, longitude: -46.6333, zoom: 11 };

/** Lower-case, accents and surrounding spaces removed: how city_key / neighborhood_key compare names. */
export function placeKey(value: string | null | undefined): string {
  return (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The mean of finite points, or null when there is none. */
export function meanPoint(points: readonly { latitude: number | null; longitude: number | null }[]): { latitude: number; longitude: number } | null {
  let lat = 0;
  let lng = 0;
  let n = 0;
  for (const p of points) {
    if (p.latitude == null || p.longitude == null || !Number.isFinite(p.latitude) || !Number.isFinite(p.longitude)) continue;
    lat += p.latitude;
    lng += p.longitude;
    n++;
  }
  return n === 0 ? null : { latitude: lat / n, longitude: lng / n };
}

/**
 * The centre from what is known: the neighbourhood's points, the city's, the state's capital, São Paulo.
 * `neighborhoodPoints`/`cityPoints` are the approximate points of public listings there.
 */
export function chooseCenter(input: {
  state: string | null | undefined;
  neighborhoodPoints: readonly { latitude: number | null; longitude: number | null }[];
  cityPoints: readonly { latitude: number | null; longitude: number | null }[];
}): MapCenter {
  const inNeighborhood = meanPoint(input.neighborhoodPoints);
  if (inNeighborhood) return { ...inNeighborhood, zoom: 15 };
  const inCity = meanPoint(input.cityPoints);
  if (inCity) return { ...inCity, zoom: 13 };
  const uf = (input.state ?? '').toUpperCase() as Uf;
  const capital = Object.hasOwn(STATE_CAPITALS, uf) ? STATE_CAPITALS[uf] : null;
  if (capital) return { latitude: capital.latitude, longitude: capital.longitude, zoom: 11 };
  return DEFAULT_CENTER;
}
