'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { uploadAvatarAction } from '@/lib/actions/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { AVATAR_MAX_BYTES, isAvatarMime } from '@/lib/security/avatar';
import { initialOf } from '@/lib/utils';

/**
 * /minha-pagina: the page's logo, which is the account's profile photo (the public page and the header show
 * it). The file goes to uploadAvatarAction, which checks its bytes and stores it; the browser never writes
 * to Storage.
 */
export function LogoUpload({ url, name }: { url: string | null; name: string }) {
  const t = useTranslations('AgencyPage');
  const tm = useTranslations('MyAccount');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!isAvatarMime(file.type) || file.size > AVATAR_MAX_BYTES) {
      toast.error(tm('avatarError'), { description: tm('avatarHint') });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const result = await uploadAvatarAction(body);
      if (!result.ok) {
        toast.error(result.formError?.title ?? tm('avatarError'), { description: result.formError?.description });
        return;
      }
      toast.success(t('editor.logoSaved'));
      router.refresh();
    } catch {
      toast.error(tm('avatarError'), { description: tm('avatarFailed') });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-4">
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown as is
        <img src={url} alt="" className="size-14 rounded-full border object-cover" />
      ) : (
        <span aria-hidden className="flex size-14 items-center justify-center rounded-full bg-muted text-xl font-semibold">
          {initialOf(name)}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="logo-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('editor.uploading') : t('editor.changeLogo')}
        </Button>
        <p className="text-xs text-muted-foreground">{tm('avatarHint')}</p>
      </div>
    </div>
  );
}
