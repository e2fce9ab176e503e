'use client';

import { CheckIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { respondPartnerRequestAction } from '@/lib/actions/listing-partners';
import type { PartnerRequest } from '@/lib/data/my-listings';
import { useManageAction } from './use-manage-action';

/** Partner requests an agency (or broker) received from owners, with 'Aceitar' / 'Recusar'. */
export function PartnerRequests({ requests }: { requests: PartnerRequest[] }) {
  const t = useTranslations('ListingsManage');
  const { pending, run } = useManageAction();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="partner-requests" className="flex flex-col gap-3 rounded-xl border bg-muted/30 p-4">
      <div>
        <h2 id="partner-requests" className="font-heading text-lg font-semibold">
          {t('requests.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('requests.description')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {requests.map((r) => (
          <li
            key={r.id}
            className="flex flex-col gap-2 rounded-lg border bg-background p-3 sm:flex-row sm:items-center sm:justify-between"
            data-testid="partner-request"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium">
                {t('code', { id: r.propertyId })} · {r.title || t('untitled')}
              </span>
              <span className="text-sm text-muted-foreground">{r.place}</span>
              {r.ownerName ? <span className="text-sm">{t('requests.fromOwner', { name: r.ownerName })}</span> : null}
              {r.message ? <p className="mt-1 text-sm break-words whitespace-pre-line">{r.message}</p> : null}
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                disabled={pending}
                onClick={() => run(() => respondPartnerRequestAction(r.id, true), t('toasts.requestAccepted'))}
              >
                <CheckIcon aria-hidden />
                {t('requests.accept')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => run(() => respondPartnerRequestAction(r.id, false), t('toasts.requestDeclined'))}
              >
                <XIcon aria-hidden />
                {t('requests.decline')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
