'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { ListingValues } from '@/lib/data/listings';
import { AMENITY_KEYS, amenityValue, isAmenityKey } from '@/lib/location/amenities';
import { LISTING_LIMITS, listingDetailsStepSchema } from '@/lib/validations/listings';
import { AutosaveStatus } from './autosave-status';
import { StepActions } from './step-actions';
import { useAutosave } from './use-autosave';
import { useStepSave } from './use-step-save';
import { CheckField, TextAreaField, TextField } from './wizard-fields';

const L = LISTING_LIMITS;

/** A count typed in a number field: '' is 0, anything not a whole number is NaN (the schema refuses it). */
const count = (v: string) => (v.trim() === '' ? 0 : Number(v));
/** One item per line, blanks dropped. */
const lines = (v: string) =>
  v
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Step 3: quartos, banheiros, vagas, área, mobiliado, aceita pets, the three lists of items (one per line),
 * the description with its live count, and the title — suggested from the data, editable.
 */
export function StepDetails({ listingId, values, live }: { listingId: number; values: ListingValues; live: boolean }) {
  const t = useTranslations('ListingEditor');
  const tTypes = useTranslations('PropertyTypes');
  // Items are stored as keys where known (issue #40): shown in the visitor's language, written back as keys.
  const tAmenities = useTranslations('Amenities');
  const amenityLabels: Record<string, string> = Object.fromEntries(AMENITY_KEYS.map((k) => [k, tAmenities(k)]));
  const shown = (items: string[]) => items.map((v) => (isAmenityKey(v) ? amenityLabels[v] : v)).join('\n');
  const keys = (v: string) => lines(v).map((line) => amenityValue(line, amenityLabels));
  const [form, setForm] = useState({
    bedrooms: String(values.bedrooms),
    bathrooms: String(values.bathrooms),
    parkingSpaces: String(values.parkingSpaces),
    area: values.area != null ? String(values.area) : '',
    furnished: values.furnished,
    petsAllowed: values.petsAllowed,
    appliances: shown(values.appliances),
    otherItems: shown(values.otherItems),
    condoFeatures: shown(values.condoFeatures),
    description: values.description,
    title: values.title ?? '',
  });
  const { save, pending, errors } = useStepSave({ listingId, step: 3, live });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const bedrooms = Number.isInteger(Number(form.bedrooms)) ? Math.max(0, Number(form.bedrooms)) : 0;
  const place = values.neighborhood ?? values.city ?? 'none';
  const suggestion = t('suggestedTitle', {
    type: tTypes(values.type),
    bedrooms: values.type === 'terreno' ? 0 : bedrooms,
    transaction: values.transaction,
    place,
  }).slice(0, L.title_max);
  const title = form.title;
  const autosave = useAutosave(listingId, !live, {
    bedrooms: count(form.bedrooms),
    bathrooms: count(form.bathrooms),
    parkingSpaces: count(form.parkingSpaces),
    area: form.area.trim() === '' ? null : Number(form.area.replace(/\D/g, '')),
    furnished: form.furnished,
    petsAllowed: form.petsAllowed,
    appliances: keys(form.appliances),
    otherItems: keys(form.otherItems),
    condoFeatures: keys(form.condoFeatures),
    description: form.description,
    ...(form.title.trim() ? { title: form.title } : {}),
  });

  return (
    <form
      method="post"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(
          listingDetailsStepSchema,
          {
            bedrooms: count(form.bedrooms),
            bathrooms: count(form.bathrooms),
            parkingSpaces: count(form.parkingSpaces),
            area: form.area.trim() === '' ? null : Number(form.area.replace(/\D/g, '')),
            furnished: form.furnished,
            petsAllowed: form.petsAllowed,
            appliances: keys(form.appliances),
            otherItems: keys(form.otherItems),
            condoFeatures: keys(form.condoFeatures),
            description: form.description,
            title: form.title.trim() || suggestion,
          },
          (v) => ({ ...v, area: v.area ?? null }),
          4,
        );
      }}
      data-testid="step-details"
    >
      <h2 className="font-heading text-xl font-semibold">{t('details.legend')}</h2>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <TextField type="number" inputMode="numeric" min={0} max={L.bedrooms_max} label={t('details.bedrooms')} value={form.bedrooms} onChange={set('bedrooms')} error={errors.bedrooms} name="bedrooms" />
        <TextField type="number" inputMode="numeric" min={0} max={L.bathrooms_max} label={t('details.bathrooms')} value={form.bathrooms} onChange={set('bathrooms')} error={errors.bathrooms} name="bathrooms" />
        <TextField type="number" inputMode="numeric" min={0} max={L.parking_spaces_max} label={t('details.parking')} value={form.parkingSpaces} onChange={set('parkingSpaces')} error={errors.parkingSpaces} name="parkingSpaces" />
        <TextField type="number" inputMode="numeric" min={1} max={L.area_max} label={t('details.area')} value={form.area} onChange={set('area')} error={errors.area} name="area" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <CheckField label={t('details.furnished')} checked={form.furnished} onChange={(furnished) => setForm((f) => ({ ...f, furnished }))} />
        <CheckField label={t('details.pets')} checked={form.petsAllowed} onChange={(petsAllowed) => setForm((f) => ({ ...f, petsAllowed }))} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {(['appliances', 'otherItems', 'condoFeatures'] as const).map((key) => (
          <TextAreaField
            key={key}
            rows={4}
            label={t(`details.${key}`)}
            hint={t('details.listHint', { max: L.amenities_max })}
            value={form[key]}
            onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
            error={errors[key]}
          />
        ))}
      </div>
      <TextAreaField
        label={t('details.description')}
        hint={t('details.descriptionHint')}
        value={form.description}
        max={L.description_max}
        countLabel={t('details.count', { count: form.description.length, max: L.description_max })}
        onChange={(description) => setForm((f) => ({ ...f, description }))}
        error={errors.description}
        rows={8}
      />
      <TextField
        label={t('details.title')}
        hint={t('details.titleHint')}
        value={title}
        placeholder={suggestion}
        maxLength={L.title_max}
        onChange={set('title')}
        error={errors.title}
        name="title"
      >
        <div className="flex flex-col gap-1 text-sm">
          <button
            type="button"
            className="w-fit max-w-full text-left font-medium break-words text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            onClick={() => setForm((f) => ({ ...f, title: suggestion }))}
          >
            {t('details.useSuggestion', { title: suggestion })}
          </button>
          <span className="text-muted-foreground tabular-nums">{t('details.count', { count: title.length, max: L.title_max })}</span>
        </div>
      </TextField>
      <AutosaveStatus state={autosave} />
      <StepActions listingId={listingId} step={3} pending={pending} live={live} />
    </form>
  );
}
