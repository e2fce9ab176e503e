'use client';

import { lazyPart } from '@/components/ui/lazy-part';
import { BrokerSignupFields } from './broker-signup-fields';

/**
 * /sou-corretor's sign-up card, hydrated from its own chunk (react-hook-form and the form) after the page's first
 * load (issue #21). React sends a deferred part this size after the page and reveals it up to 300 ms after the first
 * paint; in the first screen that shifted the layout by 0.39. So the page shows the same fields meanwhile, unbound
 * and inert, in exactly the form's place and size.
 */
export const LazyBrokerSignupForm = lazyPart(
  () => import('./broker-signup-form').then((m) => m.BrokerSignupForm),
  <form method="post" inert className="flex flex-col gap-4">
    <BrokerSignupFields bind={(name) => ({ name })} error={() => undefined} password="" pending={false} idPrefix="broker-placeholder" />
  </form>,
);
