'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Building2Icon, HashIcon, MapIcon, MapPinIcon, SignpostIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import {
  placeFilters,
  placeLabel,
  SUGGEST_DEBOUNCE_MS,
  SUGGEST_MAX_CHARS,
  SUGGEST_MIN_CHARS,
  type PlaceKind,
  type PlaceSuggestion,
} from '@/lib/location/suggestions';
import { clsx } from 'clsx';

const ICONS: Record<PlaceKind, typeof MapPinIcon> = {
  city: Building2Icon,
  state: MapIcon,
  neighborhood: MapPinIcon,
  street: SignpostIcon,
  listing: HashIcon,
};

type Status = 'idle' | 'loading' | 'done' | 'error';

/**
 * The location box (issue #40): a WAI-ARIA combobox (list autocomplete) that, from 2 characters, suggests
 * the cities (with UF and listing count), bairros, streets and states that have listings, and a listing
 * código — from GET /api/lugares, debounced, each request cancelled by the next keystroke. Typing is never
 * held up: the input is the visitor's, suggestions come when they come.
 *
 * Keys: ↓/↑ move through the suggestions (and open them), Enter chooses the highlighted one (with none
 * highlighted the form is submitted with the text), Esc closes the list (a second Esc clears the text).
 *
 * Inside a plain GET form (`name` given) a chosen place is submitted as its filters (hidden estado /
 * cidade / bairro / rua inputs) instead of the free text; `onPick` lets a client form act on the choice.
 * A listing código goes straight to the listing.
 */
export function LocationCombobox({
  id,
  name,
  value,
  onValueChange,
  picked,
  onPick,
  placeholder,
  className,
  inputClassName,
  listingHref,
  autoFocus,
}: {
  id: string;
  /** The free text's field name in a plain form (its hidden place fields are named by placeFilters). */
  name?: string;
  value: string;
  onValueChange: (text: string) => void;
  /** The chosen place (its label is the text while it is chosen); null once the text is edited. */
  picked: PlaceSuggestion | null;
  onPick: (place: PlaceSuggestion | null) => void;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
  /** Where a listing código suggestion leads. */
  listingHref: (id: number) => string;
  autoFocus?: boolean;
}) {
  const t = useTranslations('Location');
  const listId = useId();
  const [items, setItems] = useState<PlaceSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  function ask(text: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    const query = text.trim().slice(0, SUGGEST_MAX_CHARS);
    if (query.length < SUGGEST_MIN_CHARS) {
      setItems([]);
      setStatus('idle');
      setOpen(false);
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      fetch(`/api/lugares?q=${encodeURIComponent(query)}`, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? (res.json() as Promise<{ items: PlaceSuggestion[] }>) : Promise.reject(new Error(String(res.status)))))
        .then((body) => {
          if (controller.signal.aborted) return;
          setItems(body.items);
          setActive(-1);
          setStatus('done');
          setOpen(true);
        })
        .catch(() => {
          if (controller.signal.aborted) return;
          setItems([]);
          setStatus('error');
          setOpen(true);
        });
    }, SUGGEST_DEBOUNCE_MS);
  }

  function choose(place: PlaceSuggestion) {
    clearTimeout(timer.current);
    request.current?.abort();
    setOpen(false);
    setActive(-1);
    if (place.kind === 'listing' && place.propertyId !== null) {
      window.location.assign(listingHref(place.propertyId));
      return;
    }
    onValueChange(placeLabel(place));
    onPick(place);
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0) return;
      e.preventDefault();
      setOpen(true);
      const n = items.length;
      const down = e.key === 'ArrowDown';
      if (!open) setActive(down ? 0 : n - 1);
      else setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter') {
      if (open && active >= 0 && items[active]) {
        e.preventDefault();
        choose(items[active]);
      } else {
        setOpen(false);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (value) {
        e.preventDefault();
        onValueChange('');
        onPick(null);
      }
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  }

  const showList = open && status !== 'idle' && status !== 'loading';
  const hidden = picked ? placeFilters(picked) : {};
  const announcement = status === 'done' ? t('count', { count: items.length }) : status === 'error' ? t('error') : '';

  return (
    <div
      ref={rootRef}
      className={clsx('relative', className)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        id={id}
        name={picked ? undefined : name}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={200}
        value={value}
        placeholder={placeholder}
        autoFocus={autoFocus}
        onChange={(e) => {
          onValueChange(e.target.value);
          if (picked) onPick(null);
          ask(e.target.value);
        }}
        onFocus={() => {
          if (items.length > 0 && !picked) setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className={inputClassName}
        data-testid="location-input"
      />
      {Object.entries(hidden).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('listLabel')}
        hidden={!showList || items.length === 0}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {items.map((s, i) => {
          const Icon = ICONS[s.kind];
          const label = placeLabel(s);
          return (
            <li
              key={`${s.kind}-${label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep the focus in the input: the choice is made on mouse down, before the input's blur.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
              onMouseMove={() => setActive(i)}
              className={clsx(
                'flex cursor-pointer items-start gap-2 rounded-sm px-2 py-2 text-sm',
                i === active && 'bg-accent text-accent-foreground',
              )}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">
                  {t(`kind.${s.kind}`)}
                  {s.kind !== 'listing' ? ` · ${t('listings', { count: s.count })}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {showList && items.length === 0 && (
        <p className="absolute inset-x-0 top-full z-50 mt-1 rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md">
          {status === 'error' ? t('error') : t('none')}
        </p>
      )}
      <div role="status" aria-live="polite" className="sr-only">
        {showList ? announcement : ''}
      </div>
    </div>
  );
}
