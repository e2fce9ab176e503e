'use client';

import { ArrowLeftIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';

/**
 * Back to where the visitor came from on this site; a visitor who arrived from elsewhere (a QR code, a
 * shared link) goes to the home page instead of leaving the site.
 */
export function BackButton({ label }: { label: string }) {
  const router = useRouter();
  const back = () => {
    let sameSite = false;
    try {
      sameSite = !!document.referrer && new URL(document.referrer).origin === window.location.origin;
    } catch {
      sameSite = false;
    }
    if (sameSite && window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <Button type="button" variant="ghost" size="sm" onClick={back} data-testid="page-back">
      <ArrowLeftIcon aria-hidden />
      {label}
    </Button>
  );
}
