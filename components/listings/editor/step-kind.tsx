'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  listingTypeStepSchema,
  OBJECTIVES,
  PROPERTY_TYPES,
  TRANSACTIONS,
  type Objective,
  type PropertyType,
  type Transaction,
} from '@/lib/validations/listings';
import { StepActions } from './step-actions';
import type { ListingValues } from '@/lib/data/listings';
import { useStepSave } from './use-step-save';
import { ChoiceGroup } from './wizard-fields';

/** Step 1: transação, objetivo, tipo. Saving it the first time creates the draft. */
export function StepKind({ listingId, values, live }: { listingId: number | null; values: ListingValues | null; live: boolean }) {
  const t = useTranslations('ListingEditor');
  const tTypes = useTranslations('PropertyTypes');
  const [transaction, setTransaction] = useState<Transaction | null>(values?.transaction ?? null);
  const [objective, setObjective] = useState<Objective>(values?.objective ?? 'residencial');
  const [type, setType] = useState<PropertyType | null>(values?.type ?? null);
  const { save, pending, errors } = useStepSave({ listingId, step: 1, live });

  return (
    <form
      method="post"
      className="flex flex-col gap-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save(listingTypeStepSchema, { transaction, objective, type }, (v) => v, 2);
      }}
      data-testid="step-kind"
    >
      <h2 className="font-heading text-xl font-semibold">{t('kind.legend')}</h2>
      <ChoiceGroup
        legend={t('kind.transaction')}
        name="transaction"
        options={TRANSACTIONS.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
        value={transaction}
        onChange={setTransaction}
        error={errors.transaction}
      />
      <ChoiceGroup
        legend={t('kind.objective')}
        name="objective"
        options={OBJECTIVES.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
        value={objective}
        onChange={setObjective}
        error={errors.objective}
      />
      <ChoiceGroup
        legend={t('kind.type')}
        name="type"
        columns="grid-cols-1 min-[400px]:grid-cols-2 sm:grid-cols-4"
        options={PROPERTY_TYPES.map((v) => ({ value: v, label: tTypes(v) }))}
        value={type}
        onChange={setType}
        error={errors.type}
      />
      <StepActions listingId={listingId} step={1} pending={pending} live={live} />
    </form>
  );
}
