'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { savePushSubscriptionAction, saveSettingsAction } from '@/lib/actions/settings';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { siteConfig } from '@/lib/site';
import { themeClass, TIME_ZONES, type SettingsInput } from '@/lib/validations/settings';

type Flag = 'emailNotifications' | 'pushNotifications' | 'smsNotifications' | 'marketingNotifications' | 'publicProfile' | 'showContact';

const ZONE_LABEL = { 'America/Sao_Paulo': 'zoneSaoPaulo', 'America/New_York': 'zoneNewYork', 'Europe/London': 'zoneLondon' } as const;
const selectClass = nativeSelectClassName('h-10');

/**
 * /configuracoes (issue #24): every switch and choice, saved together with 'Salvar configurações'. The theme
 * applies to this page at once; a new language moves the page to it; the rest takes effect from the next
 * screen (the server reads the saved values and their cookies).
 */
/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/**
 * This device's Web Push subscription, following the saved switch: on → asks the browser's permission,
 * registers /sw.js and stores the subscription; off → unsubscribes (the server removed the rows already).
 * Without a VAPID key (not configured by the operator) or browser support, nothing happens.
 */
async function syncPush(on: boolean, vapidKey: string | null): Promise<'ok' | 'blocked' | 'unsupported'> {
  if (!vapidKey || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (!on) {
    const registration = await navigator.serviceWorker.getRegistration('/sw.js');
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
    return 'ok';
  }
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }));
  const result = await savePushSubscriptionAction(subscription.toJSON());
  return result.ok ? 'ok' : 'unsupported';
}

export function SettingsForm({ initial, vapidKey = null }: { initial: SettingsInput; vapidKey?: string | null }) {
  const t = useTranslations('AccountSettings');
  const router = useRouter();
  const pathname = usePathname();
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [pending, startTransition] = useTransition();
  const set = <K extends keyof SettingsInput>(key: K, value: SettingsInput[K]) => setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      try {
        const result = await saveSettingsAction(values);
        if (!result.ok) {
          toast.error(result.formError?.title ?? t('errorTitle'), { description: result.formError?.description });
          return;
        }
        const root = document.documentElement;
        root.classList.remove('dark', 'auto');
        const cls = themeClass(values.theme);
        if (cls) root.classList.add(cls);
        toast.success(t('successTitle'), { description: t('success') });
        if (values.pushNotifications !== initial.pushNotifications || values.pushNotifications) {
          const push = await syncPush(values.pushNotifications, vapidKey).catch(() => 'unsupported' as const);
          if (values.pushNotifications && push === 'blocked') toast.error(t('pushNotifications'), { description: t('pushBlocked') });
        }
        if (result.data.locale !== locale) router.replace(pathname, { locale: result.data.locale as 'pt-BR' | 'en' | 'es' });
        router.refresh();
      } catch {
        toast.error(t('errorTitle'), { description: t('failed') });
      }
    });
  };

  const flag = (key: Flag, hint: string) => (
    <div className="flex items-start gap-3">
      <Checkbox
        id={`${id}-${key}`}
        name={key}
        checked={values[key]}
        disabled={pending}
        onCheckedChange={(v) => set(key, v === true)}
        aria-describedby={`${id}-${key}-hint`}
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-${key}`}>{t(key)}</Label>
        <p id={`${id}-${key}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );

  return (
    <form method="post" onSubmit={submit} aria-busy={pending} className="flex flex-col gap-8">
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <legend className="px-1 font-heading text-lg font-semibold">{t('notifications')}</legend>
        {flag('emailNotifications', t('emailNotificationsHint'))}
        {flag('pushNotifications', t('pushNotificationsHint'))}
        {flag('smsNotifications', t('smsNotificationsHint', { product: siteConfig.name }))}
        {flag('marketingNotifications', t('marketingNotificationsHint'))}
      </fieldset>
      <fieldset className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm">
        <legend className="px-1 font-heading text-lg font-semibold">{t('privacy')}</legend>
        {flag('publicProfile', t('publicProfileHint'))}
        {flag('showContact', t('showContactHint'))}
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm sm:grid-cols-3">
        <legend className="px-1 font-heading text-lg font-semibold">{t('appearance')}</legend>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-theme`}>{t('theme')}</Label>
          <select id={`${id}-theme`} name="theme" className={selectClass} disabled={pending} value={values.theme} onChange={(e) => set('theme', e.target.value as SettingsInput['theme'])}>
            <option value="light">{t('themeLight')}</option>
            <option value="dark">{t('themeDark')}</option>
            <option value="system">{t('themeSystem')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-language`}>{t('language')}</Label>
          <select id={`${id}-language`} name="language" className={selectClass} disabled={pending} value={values.language} onChange={(e) => set('language', e.target.value as SettingsInput['language'])}>
            <option value="pt-br" lang="pt-BR">{t('languagePt')}</option>
            <option value="en" lang="en">{t('languageEn')}</option>
            <option value="es" lang="es">{t('languageEs')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-zone`}>{t('timeZone')}</Label>
          <select id={`${id}-zone`} name="timeZone" className={selectClass} disabled={pending} value={values.timeZone} onChange={(e) => set('timeZone', e.target.value as SettingsInput['timeZone'])}>
            {TIME_ZONES.map((z) => (
              <option key={z} value={z}>
                {t(ZONE_LABEL[z])}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
