'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { NativeSelect } from '@/components/search/native-select';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { assignListingBrokerAction } from '@/lib/actions/listings';
import { useManageAction } from './use-manage-action';

/** 'Atribuir corretor': the listing's agency picks one of its active brokers, or none (takes it back). */
export function AssignBrokerDialog({
  open,
  onOpenChange,
  listingId,
  current,
  brokers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  listingId: number;
  current: string | null;
  brokers: { id: string; name: string | null }[];
}) {
  const t = useTranslations('ListingsManage');
  const { pending, run } = useManageAction();
  const id = useId();
  const [value, setValue] = useState(current ?? '');
  // A broker on the listing who left the team (or is on leave) is still shown as the current choice.
  const options = current && !brokers.some((b) => b.id === current) ? [{ id: current, name: null }, ...brokers] : brokers;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('assignDialog.title')}</DialogTitle>
          <DialogDescription>{t('assignDialog.description')}</DialogDescription>
        </DialogHeader>
        <form
          method="post"
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            const broker = value || null;
            run(
              () => assignListingBrokerAction(listingId, broker),
              broker ? t('toasts.assigned') : t('toasts.unassigned'),
              (ok) => ok && onOpenChange(false),
            );
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-broker`}>{t('assignDialog.label')}</Label>
            <NativeSelect id={`${id}-broker`} value={value} onChange={(e) => setValue(e.target.value)}>
              <option value="">{t('assignDialog.none')}</option>
              {options.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name ?? t('noName')}
                </option>
              ))}
            </NativeSelect>
            {brokers.length === 0 ? <p className="text-sm text-muted-foreground">{t('assignDialog.noBrokers')}</p> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('assignDialog.cancel')}
            </Button>
            <Button type="submit" disabled={pending || value === (current ?? '')}>
              {t('assignDialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
