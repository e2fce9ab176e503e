'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { uploadAvatarAction } from '@/lib/actions/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { AVATAR_MAX_BYTES, isAvatarMime } from '@/lib/security/avatar';
import { initialOf } from '@/lib/utils';

/** What the button and the toast say where the photo is called something else (an agency's logo on /minha-pagina). */
export interface AvatarUploadLabels {
  change: string;
  uploading: string;
  saved: string;
}

/**
 * The profile photo: the file goes to a server action (uploadAvatarAction), which checks its bytes and stores
 * it; the browser never writes to Storage. The type and size checked here only spare a useless upload.
 */
export function AvatarUpload({ url, name, labels }: { url: string | null; name: string; labels?: AvatarUploadLabels }) {
  const t = useTranslations('MyAccount');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(url);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!isAvatarMime(file.type) || file.size > AVATAR_MAX_BYTES) {
      toast.error(t('avatarError'), { description: t('avatarHint') });
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const result = await uploadAvatarAction(body);
      if (!result.ok) {
        toast.error(result.formError?.title ?? t('avatarError'), { description: result.formError?.description });
        return;
      }
      setCurrent(result.data.url);
      toast.success(labels?.saved ?? t('avatarSuccess'));
      router.refresh();
    } catch {
      toast.error(t('avatarError'), { description: t('avatarFailed') });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex items-center gap-4">
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element -- a user's own upload, shown as is
        <img src={current} alt={t('avatar')} className="size-16 rounded-full border object-cover" data-testid="avatar-image" />
      ) : (
        <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-muted text-xl font-semibold">
          {initialOf(name)}
        </span>
      )}
      <div className="flex flex-col gap-1">
        <input
          ref={input}
          id="avatar-file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          // The button below opens it: hidden from the tab order and from screen readers, who meet one control.
          tabIndex={-1}
          aria-hidden
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? (labels?.uploading ?? t('avatarUploading')) : (labels?.change ?? t('avatarChange'))}
        </Button>
        <p className="text-xs text-muted-foreground">{t('avatarHint')}</p>
      </div>
    </div>
  );
}
