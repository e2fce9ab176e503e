'use client';

import { usePathname, useRouter as useNextRouter, useSearchParams } from 'next/navigation';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { saveSearchAction } from '@/lib/actions/saved-searches';
import { callAction } from '@/lib/actions/client-call';
import { useRouter } from '@/lib/i18n/navigation';
import { showToast } from '@/lib/toast';
import { SAVED_SEARCH_FREQUENCIES, saveSearchSchema, type SavedSearchErrorKey, type SavedSearchFrequency } from '@/lib/validations/saved-searches';

export interface SaveSearchLabels {
  title: string;
  description: string;
  name: string;
  frequency: string;
  frequencies: Record<SavedSearchFrequency, string>;
  submit: string;
  cancel: string;
  saved: string;
  mySearches: string;
  errors: Record<SavedSearchErrorKey, string>;
}

/**
 * 'Salvar busca' on /buscar for a signed-in person (issue #22): a name suggested from the filters and how to
 * be told. Texts come from the server (save-search-button.tsx), so /buscar ships no extra catalogue. After a
 * sign-in from the modal the page comes back with ?salvar=1 and the search is saved at once, with the
 * suggested name and 'Na hora' (the toast links to /minhas-buscas to change either); should that fail, the
 * dialog opens with the reason.
 */
export interface SaveSearchDialogProps {
  labels: SaveSearchLabels;
  defaultName: string;
  query: string;
  /** The 'Salvar busca' button, rendered by the server (./save-search-button.tsx). */
  trigger: React.ReactNode;
  defaultOpen?: boolean;
}

export function SaveSearchDialog({ labels, defaultName, query, trigger, defaultOpen = false }: SaveSearchDialogProps) {
  const params = useSearchParams();
  const pathname = usePathname();
  const nextRouter = useNextRouter();
  const [open, setOpen] = useState(defaultOpen);
  const [name, setName] = useState(defaultName);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const id = useId();
  const router = useRouter();

  // Back from the sign-in modal (?salvar=1): save once, and take the flag out of the address so a reload or
  // a shared link does not save again.
  const autoSaved = useRef(false);
  const returned = params.get('salvar') === '1';
  useEffect(() => {
    if (!returned || autoSaved.current) return;
    autoSaved.current = true;
    save({ name: defaultName, frequency: 'instant', query });
    // Through the router (a later refresh of the page keeps it), the address as it is, without the flag.
    const rest = new URLSearchParams(params.toString());
    rest.delete('salvar');
    const qs = rest.toString();
    nextRouter.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returned]);

  function save(input: { name: string; frequency: SavedSearchFrequency; query: string }) {
    startTransition(async () => {
      const result = await callAction(() => saveSearchAction(input));
      if (!result) return;
      if (result.ok) {
        setOpen(false);
        showToast('success', labels.saved, {
          action: { label: labels.mySearches, onClick: () => router.push('/minhas-buscas') },
        });
      } else {
        setError(result.message ?? labels.errors[result.formError ?? 'failed']);
        setOpen(true);
      }
    });
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = { name, frequency, query };
    const checked = saveSearchSchema.safeParse(input);
    if (!checked.success) {
      const key = checked.error.issues[0]?.message as SavedSearchErrorKey | undefined;
      setError(labels.errors[key && key in labels.errors ? key : 'failed']);
      return;
    }
    setError(null);
    save(input);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-name`}>{labels.name}</Label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error === labels.errors.name || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">{labels.frequency}</legend>
            {SAVED_SEARCH_FREQUENCIES.map((f) => (
              <label key={f} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border px-3 has-[:checked]:border-primary">
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                  className="size-4 accent-primary"
                />
                <span>{labels.frequencies[f]}</span>
              </label>
            ))}
          </fieldset>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter className="gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {labels.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {labels.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
