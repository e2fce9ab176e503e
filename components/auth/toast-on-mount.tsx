'use client';

import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** Shows one toast when the page opens (e.g. a failed OAuth round trip that came back to /login). */
export function ToastOnMount({ title, description, kind = 'error' }: { title: string; description?: string; kind?: 'error' | 'success' }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    if (kind === 'error') toast.error(title, { description });
    else toast.success(title, { description });
  }, [title, description, kind]);
  return null;
}
