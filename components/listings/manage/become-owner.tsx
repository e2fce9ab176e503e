'use client';

import { useTransition } from 'react';
import { HousePlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { becomeOwnerAction } from '@/lib/actions/listings';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';

/**
 * /anunciar-imovel for a signed-in cliente: 'Quero anunciar meu imóvel' turns the account into a
 * proprietário (listing_become_owner: that one change and nothing else; the session's role claim is
 * refreshed by the action) and continues to the wizard. The button's classes come from the server
 * (buttonClassName), so the page's first load carries no cva or tailwind-merge.
 */
export function BecomeOwner({ buttonClassName }: { buttonClassName: string }) {
  const t = useTranslations('ListingsManage');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex max-w-xl flex-col gap-3 rounded-xl border bg-background p-4 text-left" data-testid="become-owner">
      <h2 className="font-heading text-lg font-semibold">{t('advertise.clientTitle')}</h2>
      <p className="text-sm text-muted-foreground">{t('advertise.clientText')}</p>
      <button
        type="button"
        data-slot="button"
        className={buttonClassName}
        disabled={pending}
        aria-busy={pending}
        onClick={() =>
          startTransition(async () => {
            const result = await becomeOwnerAction().catch(() => ({ ok: false as const }));
            if (!result.ok) {
              showToast('error', t('toasts.failed'), { description: t('errors.become_owner_failed') });
              return;
            }
            showToast('success', t('advertise.becameOwner'));
            router.push('/imoveis/novo');
            router.refresh();
          })
        }
      >
        <HousePlusIcon aria-hidden />
        {pending ? t('advertise.becoming') : t('advertise.becomeOwner')}
      </button>
    </div>
  );
}
