import type { routing } from '@/lib/i18n/routing';
import type messages from './messages/pt-BR';

// pt-BR is the reference catalogue: keys used in code are checked against it, and
// tests/unit/i18n/messages.test.ts keeps en and es in step with it.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
