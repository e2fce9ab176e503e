'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Label } from '@/components/ui/label';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { areaCenterAction } from '@/lib/actions/listing-area';
import type { ListingValues } from '@/lib/data/listings';
import type { MapCenter } from '@/lib/listings/area-center';
import { maskCep, UFS } from '@/lib/validations';
import { listingAddressStepSchema } from '@/lib/validations/listings';
import { ufOfCep } from '@/lib/validations/rules/cep-uf';
import type { Pin } from './pin-map';
import { AutosaveStatus } from './autosave-status';
import { StepActions } from './step-actions';
import { useAutosave } from './use-autosave';
import { useStepSave } from './use-step-save';
import { TextField } from './wizard-fields';

const PinMap = dynamic(() => import('./pin-map').then((m) => m.PinMap), {
  ssr: false,
  loading: () => <div className="h-72 w-full animate-pulse rounded-xl border bg-muted sm:h-96" />,
});

const selectClass = nativeSelectClassName();

/**
 * Step 2: CEP (masked; its first digits must be the chosen UF's), rua, número, complemento, bairro, cidade,
 * UF, then the pin on the map, which opens on the neighbourhood and follows the address as it is typed
 * until a pin is placed. The address and the pin are saved together.
 */
export function StepAddress({
  listingId,
  values,
  live,
  center: initialCenter,
}: {
  listingId: number;
  values: ListingValues;
  live: boolean;
  center: MapCenter;
}) {
  const t = useTranslations('ListingEditor.address');
  const [form, setForm] = useState({
    zipCode: values.zipCode ?? '',
    street: values.street ?? '',
    streetNumber: values.streetNumber ?? '',
    complement: values.complement ?? '',
    neighborhood: values.neighborhood ?? '',
    city: values.city ?? '',
    state: values.state ?? '',
  });
  const [pin, setPin] = useState<Pin | null>(
    values.latitude != null && values.longitude != null ? { latitude: values.latitude, longitude: values.longitude } : null,
  );
  const [center, setCenter] = useState(initialCenter);
  const { save, pending, errors } = useStepSave({ listingId, step: 2, live });
  const orNull = (v: string) => (v.trim() ? v : null);
  const autosave = useAutosave(
    listingId,
    !live,
    {
      zipCode: orNull(form.zipCode),
      street: orNull(form.street),
      streetNumber: orNull(form.streetNumber),
      complement: orNull(form.complement),
      neighborhood: orNull(form.neighborhood),
      city: orNull(form.city),
      state: orNull(form.state),
      latitude: pin?.latitude ?? null,
      longitude: pin?.longitude ?? null,
    },
    true,
  );
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  const recenter = async (next = form) => {
    if (pin) return;
    const c = await areaCenterAction(next.state, next.city, next.neighborhood).catch(() => null);
    if (c) setCenter(c);
  };

  return (
    <form
      method="post"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(
          listingAddressStepSchema,
          { ...form, latitude: pin?.latitude, longitude: pin?.longitude },
          (v) => v,
          3,
        );
      }}
      data-testid="step-address"
    >
      <h2 className="font-heading text-xl font-semibold">{t('legend')}</h2>
      <div className="grid gap-4 sm:grid-cols-6">
        <TextField
          className="sm:col-span-2"
          label={t('zipCode')}
          hint={t('zipCodeHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={form.zipCode}
          error={errors.zipCode}
          onChange={(e) => {
            const zipCode = maskCep(e.target.value);
            // A complete CEP picks its UF when none is chosen yet.
            const uf = !form.state && zipCode.length === 9 ? ufOfCep(zipCode) : null;
            const next = { ...form, zipCode, ...(uf ? { state: uf } : {}) };
            setForm(next);
            if (uf) void recenter(next);
          }}
          name="zipCode"
        />
        <div className="flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor="listing-state">{t('state')}</Label>
          <select
            id="listing-state"
            name="state"
            className={selectClass}
            value={form.state}
            onChange={(e) => {
              const next = { ...form, state: e.target.value };
              setForm(next);
              void recenter(next);
            }}
            aria-invalid={errors.state ? true : undefined}
            aria-describedby={errors.state ? 'listing-state-error' : undefined}
          >
            <option value="">{t('statePlaceholder')}</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {uf}
              </option>
            ))}
          </select>
          {errors.state && (
            <p id="listing-state-error" className="text-sm text-destructive" data-testid="field-error">
              {errors.state}
            </p>
          )}
        </div>
        <TextField
          className="sm:col-span-3"
          label={t('city')}
          autoComplete="address-level2"
          value={form.city}
          onChange={set('city')}
          onBlur={() => void recenter()}
          error={errors.city}
          name="city"
        />
        <TextField
          className="sm:col-span-3"
          label={t('neighborhood')}
          autoComplete="address-level3"
          value={form.neighborhood}
          onChange={set('neighborhood')}
          onBlur={() => void recenter()}
          error={errors.neighborhood}
          name="neighborhood"
        />
        <TextField
          className="sm:col-span-3"
          label={t('street')}
          autoComplete="address-line1"
          value={form.street}
          onChange={set('street')}
          error={errors.street}
          name="street"
        />
        <TextField
          className="sm:col-span-2"
          label={t('number')}
          value={form.streetNumber}
          onChange={set('streetNumber')}
          error={errors.streetNumber}
          name="streetNumber"
        />
        <TextField
          className="sm:col-span-4"
          label={t('complement')}
          hint={t('complementHint')}
          autoComplete="address-line2"
          value={form.complement}
          onChange={set('complement')}
          error={errors.complement}
          name="complement"
        />
      </div>

      <section aria-labelledby="pin-map-title" className="flex flex-col gap-2">
        <h3 id="pin-map-title" className="font-heading text-lg font-semibold">
          {t('mapTitle')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('mapHint')}</p>
        <PinMap pin={pin} center={center} onChange={setPin} />
        {errors.latitude && (
          <p className="text-sm text-destructive" data-testid="field-error">
            {errors.latitude}
          </p>
        )}
      </section>

      <AutosaveStatus state={autosave} />
      <StepActions listingId={listingId} step={2} pending={pending} live={live} />
    </form>
  );
}
