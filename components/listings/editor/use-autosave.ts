'use client';

import { useEffect, useRef, useState } from 'react';
import { callAction } from '@/lib/actions/client-call';
import { saveListingAction } from '@/lib/actions/listings';
import { listingPatchSchema, type ListingPatchInput } from '@/lib/validations/listings';

const DELAY_MS = 1500;

/**
 * Saves a draft's step while the user types, so closing the tab mid-step loses nothing: `patch` (the
 * step's fields as saveListingAction takes them) is sent 1.5 s after the last change, keeping only the
 * fields that are valid on their own (`whole` sends the patch only when it is valid as a whole — the address
 * and its pin go together). Drafts only: an edit of a live listing goes public, so it waits for the
 * user's 'Salvar'. Returns 'saved' after a save, for a quiet status line.
 */
export function useAutosave(listingId: number, enabled: boolean, patch: ListingPatchInput, whole = false) {
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const json = JSON.stringify(patch);
  const first = useRef(json);

  useEffect(() => {
    if (!enabled || json === first.current) return;
    const timer = setTimeout(() => {
      const data = JSON.parse(json) as Record<string, unknown>;
      let valid: Record<string, unknown> = {};
      if (whole) {
        if (listingPatchSchema.safeParse(data).success) valid = data;
      } else {
        for (const [key, value] of Object.entries(data)) {
          if (listingPatchSchema.safeParse({ [key]: value }).success) valid[key] = value;
        }
      }
      if (Object.keys(valid).length === 0) return;
      setState('saving');
      // Offline: quietly back to idle (the fields keep their values; the next change or 'Salvar' retries).
      void callAction(() => saveListingAction(listingId, valid), () => {}).then((r) => {
        if (r?.ok) first.current = json;
        setState(r?.ok ? 'saved' : 'idle');
      });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, enabled, listingId, whole]);

  return state;
}
