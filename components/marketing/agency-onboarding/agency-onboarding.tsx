'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { lazyPart } from '@/components/ui/lazy-part';
import type { OnboardingStep } from './onboarding-overlay';

// The overlay's forms (react-hook-form, zod, the server actions) load when the visitor heads for the
// hero form rather than with the page.
const loadOverlay = () => import('./onboarding-overlay');
const OnboardingOverlay = lazyPart(() => loadOverlay().then((m) => m.OnboardingOverlay));

/**
 * The agency landing's hero form ('Aderir agora' / 'Entre') and the overlay flow behind it: register →
 * verify-email → password-reset → create-password → welcome; login → welcome; welcome → password-reset
 * through 'Esqueci minha Senha'. Each step does the real thing (account, e-mail, code, password, session).
 * The hero form's classes come from the server (buttonClassName, inputClassName), so the page's first load
 * carries no cva or tailwind-merge.
 */
export function AgencyOnboarding({ classes }: { classes: { email: string; join: string; login: string } }) {
  const t = useTranslations('AgencyOnboarding');
  const [step, setStep] = useState<OnboardingStep | null>(null);
  const [email, setEmail] = useState('');
  // Remount the step's form when it is entered again.
  const [visit, setVisit] = useState(0);
  const go = (next: OnboardingStep | null) => {
    setVisit((n) => n + 1);
    setStep(next);
  };

  return (
    <>
      <form
        method="post"
        id="aderir"
        onPointerEnter={loadOverlay}
        onFocus={loadOverlay}
        className="flex w-full max-w-xl scroll-mt-24 flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          go('register');
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <label htmlFor="agency-hero-email" className="text-sm font-medium">
            {t('emailLabel')}
          </label>
          <input
            id="agency-hero-email"
            type="email"
            data-slot="input"
            autoComplete="email"
            placeholder={t('emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={classes.email}
          />
        </div>
        <button type="submit" data-slot="button" className={classes.join}>
          {t('join')}
        </button>
        <button type="button" data-slot="button" className={classes.login} onClick={() => go('login')}>
          {t('login')}
        </button>
      </form>

      {step ? <OnboardingOverlay step={step} email={email} setEmail={setEmail} visit={visit} go={go} /> : null}
    </>
  );
}
