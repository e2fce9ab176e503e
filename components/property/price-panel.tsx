import { CalendarIcon, HandCoinsIcon, HeartHandshakeIcon, PhoneIcon } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthDialogTrigger } from '@/components/auth/auth-dialog-trigger';
import { BrowserContactActions } from '@/components/listing-viewer/browser-listing-parts';
import { Button } from '@/components/ui/button';
import type { PropertyContact, PropertyDetail } from '@/lib/data/properties';
import { formatBRL, formatPrice, type FormatLocale } from '@/lib/format';
import { monthlyTotal } from '@/lib/format/monthly-total';
import { siteConfig } from '@/lib/site';
import { LazyInterestDialog, LazyProposalDialog, LazyVisitDialog } from './lazy-listing-dialogs';
import { PhoneLinks, type PhoneLinkLabels } from './phone-links';

/**
 * The price panel: rent + condo + IPTU = total ('/mês') for a rental, the price for a sale; 'Visitar',
 * 'Fazer proposta', 'Ligar' (tel:), 'Chat' (WhatsApp with a message naming the listing) and 'Tenho interesse'.
 * `signedIn` 'browser' on the listing's cached copy (issue #21): rendered for nobody, the panel shows the
 * signed-out contact and the browser swaps in the phone this person sees (BrowserContactActions); the dialogs
 * read the session in the browser too.
 */
export async function PricePanel({
  property,
  contact,
  signedIn,
  pageUrl,
}: {
  property: PropertyDetail;
  contact: PropertyContact | null;
  signedIn: boolean | 'browser';
  pageUrl: string;
}) {
  const t = await getTranslations('PropertyPage');
  const tTrust = await getTranslations('Trust');
  const locale = (await getLocale()) as FormatLocale;
  const p = property;
  const isRent = p.transaction === 'aluguel';
  const total = monthlyTotal(p);
  const contactName = contact?.name || t('actions.contactFallback');
  const chatText = t('actions.chatMessage', { title: p.title, id: p.id, product: siteConfig.name, url: pageUrl });
  const phoneLabels: PhoneLinkLabels = {
    call: t('actions.call'),
    callLabel: t('actions.callLabel', { name: contactName }),
    chat: t('actions.chat'),
    chatLabel: t('actions.chatLabel', { name: contactName }),
    chatText,
  };
  const signInForPhone = (
    <div className="col-span-2 flex flex-wrap items-center justify-between gap-2" data-testid="sign-in-for-phone">
      <p className="text-sm text-muted-foreground">{t('actions.signInForPhone')}</p>
      <AuthDialogTrigger variant="outline" size="sm">
        <PhoneIcon aria-hidden />
        {t('actions.signInForPhoneAction')}
      </AuthDialogTrigger>
    </div>
  );
  const noContact = <p className="col-span-2 text-sm text-muted-foreground">{t('actions.noContact')}</p>;
  const perMonth = t('price.perMonth');

  return (
    <section aria-label={t('price.total')} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6" data-testid="price-panel">
      {isRent ? (
        <dl className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <dt className="text-sm text-muted-foreground">{t('price.rent')}</dt>
            <dd className="tabular-nums">{formatPrice(p.price, 'aluguel', locale)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-2">
            <dt className="text-sm text-muted-foreground">{t('price.condo')}</dt>
            <dd className="tabular-nums">{p.condoFee != null ? `${formatBRL(p.condoFee)}${perMonth}` : t('price.notInformed')}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-2">
            <dt className="text-sm text-muted-foreground">{t('price.iptu')}</dt>
            <dd className="tabular-nums">{p.iptu != null ? `${formatBRL(p.iptu)}${perMonth}` : t('price.notInformed')}</dd>
          </div>
          <div className="mt-2 flex items-baseline justify-between gap-2 border-t pt-3">
            <dt className="font-semibold">{t('price.total')}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="price-total">
              {formatBRL(total)}
              <span className="text-base font-medium">{perMonth}</span>
            </dd>
          </div>
        </dl>
      ) : (
        <div>
          <p className="text-sm text-muted-foreground">{t('price.salePrice')}</p>
          <p className="text-3xl font-bold tabular-nums" data-testid="price-total">
            {formatBRL(p.price)}
          </p>
          {(p.condoFee != null || p.iptu != null) && (
            <p className="mt-1 text-sm text-muted-foreground">
              {p.condoFee != null && `${t('price.condo')} ${formatBRL(p.condoFee)}${perMonth}`}
              {p.condoFee != null && p.iptu != null && ' · '}
              {p.iptu != null && `${t('price.iptu')} ${formatBRL(p.iptu)}${perMonth}`}
            </p>
          )}
        </div>
      )}

      <div className="mt-5 grid grid-cols-2 gap-2">
        <LazyVisitDialog propertyId={p.id} signedIn={signedIn}>
          <Button type="button" className="w-full">
            <CalendarIcon aria-hidden />
            {t('actions.visit')}
          </Button>
        </LazyVisitDialog>
        <LazyProposalDialog
          propertyId={p.id}
          price={p.price}
          transaction={p.transaction}
          condoFee={p.condoFee}
          iptu={p.iptu}
          signedIn={signedIn}
        >
          <Button type="button" variant="outline" className="w-full">
            <HandCoinsIcon aria-hidden />
            {t('actions.proposal')}
          </Button>
        </LazyProposalDialog>
        {contact?.phone ? (
          <PhoneLinks phone={contact.phone} labels={phoneLabels} />
        ) : signedIn === 'browser' ? (
          <BrowserContactActions
            propertyId={p.id}
            signedOut={contact?.phoneAfterSignIn ? signInForPhone : noContact}
            noContact={noContact}
            labels={phoneLabels}
          />
        ) : contact?.phoneAfterSignIn && !signedIn ? (
          signInForPhone
        ) : (
          noContact
        )}
        <LazyInterestDialog propertyId={p.id} title={p.title}>
          <Button type="button" variant="secondary" className="col-span-2 w-full" data-testid="interest-open">
            <HeartHandshakeIcon aria-hidden />
            {t('actions.interest')}
          </Button>
        </LazyInterestDialog>
      </div>
      {contact?.name && <p className="mt-3 text-center text-sm text-muted-foreground">{contact.name}</p>}
      {contact?.creci && (
        <p className="mt-1 text-center text-xs text-muted-foreground" data-testid="advertiser-creci">
          {tTrust('creciLine', { creci: contact.creci })}
        </p>
      )}
    </section>
  );
}
