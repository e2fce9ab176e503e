'use client';

import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { unsubscribeSavedSearchAction } from '@/lib/actions/saved-searches';
import { callAction } from '@/lib/actions/client-call';
import { Link } from '@/lib/i18n/navigation';

/** The button of /cancelar-alerta (issue #22); `done` holds '{name}' for the search's name. */
export function UnsubscribeForm({
  token,
  labels,
}: {
  token: string;
  labels: { text: string; submit: string; done: string; invalid: string; failed: string; manage: string };
}) {
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<string | null>(null);

  function submit() {
    startTransition(async () => {
      const res = await callAction(() => unsubscribeSavedSearchAction({ token }));
      if (!res) return;
      if (res.ok) setResult(labels.done.replace('{name}', res.data.name));
      else setResult(res.formError === 'notFound' ? labels.invalid : labels.failed);
    });
  }

  if (result) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" data-testid="unsubscribe-result">
          {result}
        </p>
        <Button asChild variant="outline">
          <Link href="/minhas-buscas">{labels.manage}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-muted-foreground">{labels.text}</p>
      <Button onClick={submit} disabled={pending}>
        {labels.submit}
      </Button>
    </div>
  );
}
