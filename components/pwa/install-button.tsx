'use client';

import { Slot } from 'radix-ui';
import { useRef, useState, useSyncExternalStore } from 'react';
import { lazyPart } from '@/components/ui/lazy-part';
import type { InstallSheetLabels } from './install-sheet';

const InstallSheet = lazyPart(() => import('./install-sheet').then((m) => m.InstallSheet));

/** Chromium's install prompt event (not in TypeScript's DOM library). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// The browser may offer the install before React hydrates the footer: keep the event from the moment this
// module loads. preventDefault() keeps Chrome's mini-infobar away; the footer's button is the offer.
let deferred: BeforeInstallPromptEvent | null = null;
let installedHere = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installedHere = true;
    changed();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const standalone = window.matchMedia('(display-mode: standalone)');
  standalone.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    standalone.removeEventListener('change', listener);
  };
}

/** iPhone, iPod or iPad (iPadOS says it is a Mac, but has touch): Safari installs only by Add to Home Screen. */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
}

/**
 * 'Instalar o Lar' (issue #37), in the footer of every page: the browser's own install prompt where it offers
 * one (beforeinstallprompt); on iPhone and iPad a sheet showing how to add Lar to the home screen; elsewhere
 * a sheet pointing to the browser's menu. Not shown in the installed app (display-mode standalone; the CSS
 * hides it before any script runs) nor once the app is installed. `children` is the button, rendered by the
 * footer (a server component) so that no button code ships with every page (issue #21); this attaches the click.
 */
export function InstallButton({ labels, children }: { labels: InstallSheetLabels; children: React.ReactElement }) {
  const installed = useSyncExternalStore(subscribe, () => installedHere || isStandalone(), () => false);
  const [sheet, setSheet] = useState<'ios' | 'other' | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  if (installed) return null;

  const install = async () => {
    const prompt = deferred;
    if (prompt) {
      deferred = null;
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      if (outcome === 'accepted') {
        installedHere = true;
        changed();
      }
      return;
    }
    setSheet(isAppleMobile(navigator.userAgent, navigator.maxTouchPoints) ? 'ios' : 'other');
    setOpen(true);
  };

  return (
    <>
      <Slot.Root ref={button} aria-haspopup="dialog" onClick={() => void install()}>
        {children}
      </Slot.Root>
      {sheet && <InstallSheet kind={sheet} labels={labels} open={open} onOpenChange={setOpen} returnFocus={button} />}
    </>
  );
}
