'use client';

import { useState } from 'react';
import {
  BadgeCheckIcon,
  EllipsisVerticalIcon,
  EyeIcon,
  HandshakeIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  RefreshCwIcon,
  Trash2Icon,
  UserRoundCogIcon,
  XIcon,
} from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cancelPartnerRequestAction } from '@/lib/actions/listing-partners';
import {
  deleteListingAction,
  markListingClosedAction,
  pauseListingAction,
  reactivateListingAction,
  renewListingAction,
} from '@/lib/actions/listings';
import type { ListingRelation, ListingStatus } from '@/lib/data/my-listings';
import { PreviewLink } from '@/components/layout/preview-link';
import { Link } from '@/lib/i18n/navigation';
import { AssignBrokerDialog } from './assign-broker-dialog';
import { PartnerAgencyDialog } from './partner-agency-dialog';
import { useManageAction } from './use-manage-action';
import { listingPreviewPath } from '@/lib/cache/public-pages';

export interface ListingActionData {
  id: number;
  title: string;
  status: ListingStatus;
  transaction: 'venda' | 'aluguel' | null;
  relation: ListingRelation;
  isAgency: boolean;
  hasAgency: boolean;
  brokerId: string | null;
  openRequestId: number | null;
}

type DialogName = 'delete' | 'close' | 'assign' | 'partner' | null;

/**
 * The moves of one listing on /imoveis, in a menu: Editar, Pausar / Reativar, Marcar como vendido /
 * alugado, Renovar por mais 60 dias, Excluir (with a confirmation), and by who is asking: 'Atribuir corretor'
 * (the listing's agency) and 'Escolher imobiliária parceira' / 'Cancelar pedido' (the owner of a listing
 * without one). What the menu offers follows the status; the SQL functions decide again.
 */
export function ListingActions({
  listing: l,
  brokers,
}: {
  listing: ListingActionData;
  brokers: { id: string; name: string | null }[];
}) {
  const t = useTranslations('ListingsManage');
  const { pending, run } = useManageAction();
  const [dialog, setDialog] = useState<DialogName>(null);
  const draft = l.status === 'rascunho';
  const closable = ['ativo', 'pausado', 'inativo'].includes(l.status) && !!l.transaction;
  const closedStatus = l.transaction === 'venda' ? 'vendido' : 'alugado';
  const renewable = ['ativo', 'pausado', 'inativo'].includes(l.status);
  const deletable = l.relation === 'owner' || l.relation === 'agency';
  const close = () => setDialog(null);

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={pending} aria-label={t('actions.menu', { id: l.id })} data-testid="listing-actions">
            <EllipsisVerticalIcon aria-hidden />
            <span className="md:sr-only">{t('columns.actions')}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-56">
          {draft ? (
            <DropdownMenuItem asChild>
              <Link href={`/imoveis/${l.id}/editar`}>
                <PencilIcon aria-hidden />
                {t('continueDraft')}
              </Link>
            </DropdownMenuItem>
          ) : (
            <>
              <DropdownMenuItem asChild>
                <Link href={`/imoveis/${l.id}/editar`}>
                  <PencilIcon aria-hidden />
                  {t('actions.edit')}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <PreviewLink href={listingPreviewPath(l.id)}>
                  <EyeIcon aria-hidden />
                  {t('actions.view')}
                </PreviewLink>
              </DropdownMenuItem>
            </>
          )}
          {l.status === 'ativo' ? (
            <DropdownMenuItem onSelect={() => run(() => pauseListingAction(l.id), t('toasts.paused'))}>
              <PauseIcon aria-hidden />
              {t('actions.pause')}
            </DropdownMenuItem>
          ) : null}
          {l.status === 'pausado' ? (
            <DropdownMenuItem onSelect={() => run(() => reactivateListingAction(l.id), t('toasts.reactivated'))}>
              <PlayIcon aria-hidden />
              {t('actions.reactivate')}
            </DropdownMenuItem>
          ) : null}
          {renewable ? (
            <DropdownMenuItem onSelect={() => run(() => renewListingAction(l.id), t('toasts.renewed'))}>
              <RefreshCwIcon aria-hidden />
              {t('actions.renew')}
            </DropdownMenuItem>
          ) : null}
          {closable ? (
            <DropdownMenuItem onSelect={() => setDialog('close')}>
              <BadgeCheckIcon aria-hidden />
              {l.transaction === 'venda' ? t('actions.markSold') : t('actions.markRented')}
            </DropdownMenuItem>
          ) : null}
          {l.isAgency && !draft ? (
            <DropdownMenuItem onSelect={() => setDialog('assign')}>
              <UserRoundCogIcon aria-hidden />
              {t('actions.assignBroker')}
            </DropdownMenuItem>
          ) : null}
          {l.relation === 'owner' && !l.hasAgency && !l.openRequestId ? (
            <DropdownMenuItem onSelect={() => setDialog('partner')}>
              <HandshakeIcon aria-hidden />
              {t('actions.partnerAgency')}
            </DropdownMenuItem>
          ) : null}
          {l.relation === 'owner' && l.openRequestId ? (
            <DropdownMenuItem
              onSelect={() => run(() => cancelPartnerRequestAction(l.openRequestId), t('toasts.requestCancelled'))}
            >
              <XIcon aria-hidden />
              {t('actions.cancelRequest')}
            </DropdownMenuItem>
          ) : null}
          {deletable ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
                <Trash2Icon aria-hidden />
                {t('actions.delete')}
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={dialog === 'delete'} onOpenChange={(o) => !o && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('deleteDialog.title', { id: l.id })}</DialogTitle>
            <DialogDescription>{t('deleteDialog.text', { title: l.title || t('untitled') })}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => run(() => deleteListingAction(l.id), t('toasts.deleted'), (ok) => ok && close())}
            >
              <Trash2Icon aria-hidden />
              {t('deleteDialog.confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === 'close'} onOpenChange={(o) => !o && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{l.transaction === 'venda' ? t('confirmClose.titleSold') : t('confirmClose.titleRented')}</DialogTitle>
            <DialogDescription>{t('confirmClose.text')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              {t('confirmClose.cancel')}
            </Button>
            <Button
              disabled={pending}
              onClick={() =>
                run(
                  () => markListingClosedAction(l.id, closedStatus),
                  closedStatus === 'vendido' ? t('toasts.sold') : t('toasts.rented'),
                  (ok) => ok && close(),
                )
              }
            >
              <BadgeCheckIcon aria-hidden />
              {l.transaction === 'venda' ? t('actions.markSold') : t('actions.markRented')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      {l.isAgency ? (
        <AssignBrokerDialog
          open={dialog === 'assign'}
          onOpenChange={(o) => !o && close()}
          listingId={l.id}
          current={l.brokerId}
          brokers={brokers}
        />
      ) : null}
      {l.relation === 'owner' ? (
        <PartnerAgencyDialog open={dialog === 'partner'} onOpenChange={(o) => !o && close()} listingId={l.id} />
      ) : null}
    </>
  );
}
