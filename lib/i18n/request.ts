import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { setTimeZoneSource } from '@/lib/format';
import { isTimeZone, ZONE_COOKIE } from '@/lib/validations/settings';
import { routing } from './routing';

export const TIME_ZONE = 'America/Sao_Paulo';

// The reader's zone for this request (issue #24: /configuracoes' 'Fuso horário', mirrored in a cookie at
// sign-in and on save): next-intl's formatting and lib/format's dates both use it. React's cache() makes
// the holder per request; read outside a render it is empty (the default zone).
const requestZone = cache((): { zone?: string } => ({}));
setTimeZoneSource(() => requestZone().zone);

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const chosen = (await cookies()).get(ZONE_COOKIE)?.value;
  const timeZone = isTimeZone(chosen) ? chosen : TIME_ZONE;
  requestZone().zone = timeZone;
  return {
    locale,
    messages: (await import(`../../messages/${locale}/index.ts`)).default,
    timeZone,
  };
});
