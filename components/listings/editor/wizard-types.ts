/**
 * What the wizard shows and edits of a listing: the page maps getListingForEdit()'s result onto it, and each
 * step sends its part back through saveListingAction (keys as listing_save's, lib/validations/listings.ts).
 */
export const WIZARD_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function parseStep(raw: string | string[] | undefined): WizardStep {
  const n = Number(Array.isArray(raw) ? raw[0] : raw);
  return (WIZARD_STEPS as readonly number[]).includes(n) ? (n as WizardStep) : 1;
}

/** The wizard's address of a listing's step. */
export const editorPath = (id: number, step: WizardStep) => `/imoveis/${id}/editar?passo=${step}`;

const STEP_OF_FIELD: Record<string, WizardStep> = {
  zipCode: 2,
  street: 2,
  streetNumber: 2,
  complement: 2,
  neighborhood: 2,
  city: 2,
  state: 2,
  latitude: 2,
  longitude: 2,
  title: 3,
  description: 3,
  area: 3,
  price: 4,
  condoFee: 4,
  iptu: 4,
};

/**
 * Where '/imoveis/{id}/editar' without ?passo= opens: a draft at its first step still missing something
 * (listing_publish's list; the photos next; the review when nothing is missing), a live listing at step 1.
 */
export function resumeStep(missing: readonly string[], photoCount: number, draft: boolean): WizardStep {
  if (!draft) return 1;
  const steps = missing.map((f) => STEP_OF_FIELD[f] ?? 3);
  if (steps.length > 0) return Math.min(...steps) as WizardStep;
  return photoCount === 0 ? 5 : 6;
}
