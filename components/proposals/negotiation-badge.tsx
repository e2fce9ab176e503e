import { HandshakeIcon } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { getListingsInNegotiation } from '@/lib/data/proposals';

/** 'Em negociação' on a listing's page while an offer of it is accepted (issue #38); nothing otherwise. */
export async function NegotiationBadge({ propertyId }: { propertyId: number }) {
  const [inNegotiation, t] = await Promise.all([getListingsInNegotiation([propertyId]), getTranslations('Deal')]);
  if (!inNegotiation.has(propertyId)) return null;
  return (
    <Badge variant="info" data-testid="listing-in-negotiation">
      <HandshakeIcon aria-hidden />
      {t('inNegotiation')}
    </Badge>
  );
}
