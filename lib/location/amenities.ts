/**
 * Appliances, other items and condomínio features are stored as stable keys (issue #40; the SQL
 * private.amenity_key maps the known pt-BR labels to them on every write) and shown from the `Amenities`
 * catalogue of messages/{locale}/location.json. A value that is not a key (typed freely in the wizard, or a
 * legacy value) is shown as stored.
 */
export const AMENITY_KEYS = [
  'geladeira',
  'fogao',
  'micro_ondas',
  'maquina_de_lavar',
  'lava_loucas',
  'ar_condicionado',
  'forno_eletrico',
  'cooktop',
  'coifa',
  'aquecedor_a_gas',
  'secadora',
  'adega_climatizada',
  'armarios_planejados',
  'armarios_na_cozinha',
  'box_no_banheiro',
  'piso_de_madeira',
  'porcelanato',
  'varanda',
  'varanda_gourmet',
  'churrasqueira',
  'closet',
  'escritorio',
  'area_de_servico',
  'quintal',
  'lareira',
  'terraco',
  'janelas_antirruido',
  'chuveiro_a_gas',
  'deposito_privativo',
  'jardim',
  'portaria_24h',
  'elevador',
  'piscina',
  'academia',
  'salao_de_festas',
  'playground',
  'bicicletario',
  'quadra_poliesportiva',
  'espaco_gourmet',
  'lavanderia_coletiva',
  'coworking',
  'pet_place',
  'sauna',
  'seguranca_24h',
  'brinquedoteca',
  'quadra_de_tenis',
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

const KEYS: ReadonlySet<string> = new Set(AMENITY_KEYS);

export function isAmenityKey(value: string): value is AmenityKey {
  return KEYS.has(value);
}

/** The key of a pt-BR label, as the SQL computes it: lower case, no accents, other runs of characters '_'. */
export function amenitySlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** How a stored value is shown: the catalogue's label for a key, anything else as stored. */
export function amenityLabel(value: string, t: (key: AmenityKey) => string): string {
  return isAmenityKey(value) ? t(value) : value;
}

/**
 * What the wizard stores for a line typed by the owner: the key when the line is a known label in the
 * locale's catalogue (`labels`: key → label) or in pt-BR's form, otherwise the line as typed.
 */
export function amenityValue(line: string, labels: Readonly<Record<string, string>>): string {
  const slug = amenitySlug(line);
  if (isAmenityKey(slug)) return slug;
  for (const [key, label] of Object.entries(labels)) {
    if (isAmenityKey(key) && amenitySlug(label) === slug) return key;
  }
  return line;
}
