'use client';

import { lazyPart } from '@/components/ui/lazy-part';

// /atendimento's contact form, below the channel cards and the FAQ. The server renders it into the page as before;
// the browser hydrates it when its own chunk (react-hook-form and the form) arrives, right after the page's first
// load (issue #21). A visitor can type meanwhile: react-hook-form keeps a value edited before it registered the
// field, and the submit button waits for the form's script (contact-form.tsx).
//
// React sends a deferred part this size after the page and reveals it up to 300 ms after the first paint. Far
// below the fold nobody sees that (a form in the first screen shows a placeholder meanwhile: see
// broker-signup/lazy-broker-signup-form.tsx).
export const LazyContactForm = lazyPart(() => import('./contact-form').then((m) => m.ContactForm));
