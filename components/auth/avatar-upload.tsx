'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { setAvatarAction } from '@/lib/actions/profile';
import { useRouter } from '@/lib/i18n/navigation';
import { createClient } from '@/lib/supabase/client';
import { initialOf } from '@/lib/utils';

const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * The profile photo: uploaded from the browser with the user's session straight to the `avatars` bucket under
 * `<user_id>/…` (the bucket's policies allow only that folder), then recorded by a server action.
 */
export function AvatarUpload({ userId, url, name }: { userId: string; url: string | null; name: string }) {
  const t = useTranslations('MyAccount');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(url);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const ext = TYPES[file.type];
    if (!ext || file.size > MAX_BYTES) {
      toast.error(t('avatarError'), { description: t('avatarHint') });
      return;
    }
    setBusy(true);
    try {
      const path = `${userId}/avatar-${Date.now()}.${ext}`;
      const { error } = await createClient().storage.from('avatars').upload(path, file, { contentType: file.type, upsert: true });
      if (error) throw error;
      const result = await setAvatarAction(path);
      if (!result.ok) {
        toast.error(result.formError?.title ?? t('avatarError'), { description: result.formError?.description });
        return;
      }
      setCurrent(result.data.url);
      toast.success(t('avatarSuccess'));
      router.refresh();
    } catch (error) {
      toast.error(t('avatarError'), { description: error instanceof Error ? error.message : undefined });
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
          className="sr-only"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? t('avatarUploading') : t('avatarChange')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('avatarHint')}</p>
      </div>
    </div>
  );
}
