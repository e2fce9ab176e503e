'use client';

import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';

export type InstallSheetLabels = {
  iosTitle: string;
  iosIntro: string;
  iosSteps: string[];
  otherTitle: string;
  otherIntro: string;
  otherSteps: string[];
  close: string;
};

/** How to install Lar where the browser has no prompt to offer: Safari on iPhone/iPad, or the browser's menu. */
export function InstallSheet({
  kind,
  labels,
  open,
  onOpenChange,
  returnFocus,
}: {
  kind: 'ios' | 'other';
  labels: InstallSheetLabels;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the sheet: focus goes back to it when the sheet closes. */
  returnFocus: React.RefObject<HTMLButtonElement | null>;
}) {
  const ios = kind === 'ios';
  const steps = ios ? labels.iosSteps : labels.otherSteps;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="bottom"
        className="mx-auto max-w-lg rounded-t-xl pb-[env(safe-area-inset-bottom)]"
        data-testid="pwa-install-sheet"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{ios ? labels.iosTitle : labels.otherTitle}</SheetTitle>
          <SheetDescription>{ios ? labels.iosIntro : labels.otherIntro}</SheetDescription>
        </SheetHeader>
        <ol className="flex list-decimal flex-col gap-2 px-4 pl-9 text-sm">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <SheetFooter>
          <SheetClose asChild>
            <Button type="button">{labels.close}</Button>
          </SheetClose>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
