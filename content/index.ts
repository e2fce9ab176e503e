import type { Locale } from '@/lib/i18n/routing';
import en from './en/marketing';
import es from './es/marketing';
import ptBR from './pt-BR/marketing';
import type { MarketingContent } from './types';

export type { MarketingContent } from './types';

const byLocale: Record<Locale, MarketingContent> = { 'pt-BR': ptBR, en, es };

/** The long-form copy of the public pages in `locale`. */
export function marketingContent(locale: Locale): MarketingContent {
  return byLocale[locale];
}
