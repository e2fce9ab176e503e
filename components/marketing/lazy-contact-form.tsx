'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// /atendimento's contact form, below the channel cards and the FAQ. The server renders it into the page as before;
// the browser hydrates it when its own chunk (react-hook-form and the form) arrives, right after the page's first
// load (issue #21). A visitor can type meanwhile: react-hook-form keeps a value edited before it registered the
// field, and the submit button waits for the form's script (contact-form.tsx).
//
// React sends a deferred part this size after the page and reveals it 300 ms after the first paint at the
// earliest. Far below the fold nobody sees that; /sou-corretor's sign-up card, in the first screen, shifted the
// layout by 0.39 when deferred this way, so that form stays in its page's first load.
export const LazyContactForm = lazyPart(() => import('./contact-form').then((m) => m.ContactForm));
