'use client';

import { useEffect, useId, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { requestPartnerAction, searchPartnerAgenciesAction } from '@/lib/actions/listing-partners';
import { PARTNER_MESSAGE_MAX } from '@/lib/validations/listing-partners';
import { useManageAction } from './use-manage-action';

type Agency = { id: string; name: string; place: string };

/**
 * 'Escolher imobiliária parceira' (spec §1): the owner searches agencies by name or city, picks one and
 * sends a request (request_listing_partner); the agency accepts it on its own /imoveis.
 */
export function PartnerAgencyDialog({
  open,
  onOpenChange,
  listingId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listingId: number;
}) {
  const t = useTranslations('ListingsManage');
  const { pending, run } = useManageAction();
  const id = useId();
  const [q, setQ] = useState('');
  const [agencies, setAgencies] = useState<Agency[] | null>(null);
  const [searching, startSearch] = useTransition();
  const [picked, setPicked] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      startSearch(async () => {
        const result = await callAction(() => searchPartnerAgenciesAction(q));
        if (!result) return;
        setAgencies(result.ok ? (result.data ?? []) : []);
      });
    }, 250);
    return () => clearTimeout(timer);
  }, [q, open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('partnerDialog.title')}</DialogTitle>
          <DialogDescription>{t('partnerDialog.description')}</DialogDescription>
        </DialogHeader>
        <form
          method="post"
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!picked) {
              setError(t('partnerDialog.pick'));
              return;
            }
            setError(null);
            run(
              () => requestPartnerAction({ propertyId: listingId, agencyId: picked, message }),
              t('toasts.requestSent'),
              (ok) => ok && onOpenChange(false),
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-q`}>{t('partnerDialog.searchLabel')}</Label>
            <Input
              id={`${id}-q`}
              type="search"
              value={q}
              maxLength={100}
              placeholder={t('partnerDialog.searchPlaceholder')}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <fieldset className="flex flex-col gap-2" aria-busy={searching}>
            <legend className="mb-1 text-sm font-medium">{t('partnerDialog.results')}</legend>
            {agencies === null || (searching && agencies.length === 0) ? (
              <p className="text-sm text-muted-foreground">{t('partnerDialog.searching')}</p>
            ) : agencies.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('partnerDialog.noResults')}</p>
            ) : (
              <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
                {agencies.map((a) => (
                  <li key={a.id}>
                    <label className="flex cursor-pointer items-center gap-3 rounded-md border p-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
                      <input
                        type="radio"
                        name={`${id}-agency`}
                        value={a.id}
                        checked={picked === a.id}
                        onChange={() => setPicked(a.id)}
                        className="accent-primary"
                      />
                      <span className="flex flex-col">
                        <span className="font-medium">{a.name}</span>
                        {a.place ? <span className="text-xs text-muted-foreground">{a.place}</span> : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </fieldset>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-message`}>{t('partnerDialog.messageLabel')}</Label>
            <Textarea
              id={`${id}-message`}
              value={message}
              maxLength={PARTNER_MESSAGE_MAX}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby={`${id}-message-help`}
            />
            <p id={`${id}-message-help`} className="text-xs text-muted-foreground">
              {t('partnerDialog.messageHelp')}
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('partnerDialog.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t('partnerDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
