import { CalendarPlusIcon, FileTextIcon, MailIcon, MessageCircleIcon, PhoneIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { whatsappUrl } from '@/lib/validations/crm';

/**
 * The record's actions: WhatsApp (wa.me, number in international form, a message naming the listing in the
 * page's language), Ligar (tel:), E-mail (mailto:), Agendar visita and Registrar proposta (their forms,
 * prefilled from the contact's id and the listing — no personal data in the URL). An action without the
 * data it needs is not offered.
 */
export function ContactActions({
  contact,
  listing,
  me,
  canRegisterProposal,
}: {
  contact: { id: string; name: string; phone: string | null; email: string | null };
  listing: { id: number; title: string } | null;
  /** The signed-in user's name, to introduce themself in the WhatsApp message. */
  me: string;
  canRegisterProposal: boolean;
}) {
  const t = useTranslations('Crm');
  const first = contact.name.trim().split(/\s+/)[0] || contact.name;
  const product = siteConfig.name;
  const from = me || product;
  const message = listing
    ? t('whatsappMessage', { name: first, me: from, listing: listing.title, code: String(listing.id), product })
    : t('whatsappMessageNoListing', { name: first, me: from, product });
  const wa = whatsappUrl(contact.phone, message);
  const tel = contact.phone ? contact.phone.replace(/[^\d+]/g, '') : '';
  const query = { cliente: contact.id, ...(listing ? { imovel: String(listing.id) } : {}) };
  return (
    <div className="flex flex-wrap gap-2" data-testid="crm-actions">
      {wa ? (
        <Button asChild variant="outline" size="sm">
          <a href={wa} target="_blank" rel="noopener noreferrer" data-testid="crm-whatsapp">
            <MessageCircleIcon aria-hidden />
            {t('whatsapp')}
            <span className="sr-only"> {t('newTab')}</span>
          </a>
        </Button>
      ) : null}
      {tel ? (
        <Button asChild variant="outline" size="sm">
          <a href={`tel:${tel}`}>
            <PhoneIcon aria-hidden />
            {t('call')}
          </a>
        </Button>
      ) : null}
      {contact.email ? (
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${contact.email}`}>
            <MailIcon aria-hidden />
            {t('email')}
          </a>
        </Button>
      ) : null}
      <Button asChild variant="outline" size="sm">
        <Link href={{ pathname: '/agendamentos/novo', query }}>
          <CalendarPlusIcon aria-hidden />
          {t('scheduleVisit')}
        </Link>
      </Button>
      {canRegisterProposal ? (
        <Button asChild variant="outline" size="sm">
          <Link href={{ pathname: '/propostas/subir', query }}>
            <FileTextIcon aria-hidden />
            {t('registerProposal')}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
