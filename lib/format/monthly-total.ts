/**
 * What a rental costs per month as the listing page shows it (PricePanel's 'Total'): rent + condomínio +
 * IPTU, each in whole reais, a fee not informed counting as zero. The wizard's price step shows the same.
 */
export function monthlyTotal({ price, condoFee, iptu }: { price: number; condoFee: number | null; iptu: number | null }): number {
  return price + (condoFee ?? 0) + (iptu ?? 0);
}
