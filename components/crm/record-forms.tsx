'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { nativeSelectClassName } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { callAction } from '@/lib/actions/client-call';
import { addNoteAction, editNoteAction, setNextActionAction, setStageAction, type CrmActionState } from '@/lib/actions/crm';
import { useRouter } from '@/lib/i18n/navigation';
import {
  CRM_ERROR_KEYS,
  CRM_STAGES,
  NEXT_ACTION_MAX,
  NOTE_MAX,
  REASON_MAX,
  editNoteSchema,
  nextActionSchema,
  noteSchema,
  saoPauloDate,
  stageSchema,
  type CrmErrorKey,
  type CrmStage,
} from '@/lib/validations/crm';

/**
 * The client record's forms (/clientes/{id}, issue #39): stage (with the reason when 'Perdido'), a new
 * note, editing one's own note, the next action. Each checks its zod schema here, then the server action
 * and SQL check again; an error is shown under its field in Portuguese and nothing is saved.
 */

const selectClass = nativeSelectClassName();

type Errors = Partial<Record<string, CrmErrorKey>>;

const asKey = (m: string | undefined): CrmErrorKey => ((CRM_ERROR_KEYS as readonly string[]).includes(m ?? '') ? (m as CrmErrorKey) : 'failed');

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const field = String(i.path[0] ?? 'form');
    out[field] ??= asKey(i.message);
  }
  if (out.contactId) return { form: 'notFound' };
  return out;
}

function errorsOf(result: CrmActionState): Errors {
  if (result.ok) return {};
  const out: Errors = {};
  for (const [field, keys] of Object.entries(result.fieldErrors ?? {})) if (keys?.[0]) out[field] = asKey(keys[0]);
  if (result.formError) out.form = result.formError;
  return out;
}

function FieldError({ id, error }: { id: string; error: CrmErrorKey | undefined }) {
  const t = useTranslations('Crm.errors');
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {t(error)}
    </p>
  );
}

/** Runs a server action with the form's data; on success a toast and a fresh server render. */
function useCrmSubmit() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<Errors>({});
  const run = (action: (prev: null, form: FormData) => Promise<CrmActionState>, data: FormData, success: string, after?: () => void) =>
    startTransition(async () => {
      const result = await callAction(() => action(null, data));
      if (!result) return;
      setErrors(errorsOf(result));
      if (result.ok) {
        toast.success(success);
        after?.();
        router.refresh();
      }
    });
  return { pending, errors, setErrors, run };
}

export function StageForm({ contactId, stage, reason }: { contactId: string; stage: CrmStage; reason: string | null }) {
  const t = useTranslations('Crm');
  const id = useId();
  const [value, setValue] = useState<CrmStage>(stage);
  const [why, setWhy] = useState(reason ?? '');
  const { pending, errors, setErrors, run } = useCrmSubmit();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = stageSchema.safeParse({ contactId, stage: value, reason: why });
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    const data = new FormData();
    data.set('contactId', contactId);
    data.set('stage', value);
    data.set('reason', value === 'perdido' ? why : '');
    run(setStageAction, data, t('stageSaved'));
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="crm-stage-form">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-stage`}>{t('stageLabel')}</Label>
        <select
          id={`${id}-stage`}
          name="stage"
          value={value}
          onChange={(e) => setValue(e.target.value as CrmStage)}
          className={selectClass}
          aria-invalid={!!errors.stage || undefined}
          aria-describedby={errors.stage ? `${id}-stage-error` : undefined}
        >
          {CRM_STAGES.map((s) => (
            <option key={s} value={s}>
              {t(`stages.${s}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-stage-error`} error={errors.stage} />
      </div>
      {value === 'perdido' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>{t('lostReason')}</Label>
          <Input
            id={`${id}-reason`}
            name="reason"
            value={why}
            onChange={(e) => setWhy(e.target.value)}
            maxLength={REASON_MAX}
            placeholder={t('lostReasonPlaceholder')}
            aria-invalid={!!errors.reason || undefined}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            required
          />
          <FieldError id={`${id}-reason-error`} error={errors.reason} />
        </div>
      ) : null}
      <FieldError id={`${id}-form-error`} error={errors.form} />
      <Button type="submit" disabled={pending} className="w-full sm:w-fit">
        {pending ? t('saving') : t('stageSave')}
      </Button>
    </form>
  );
}

export function NoteForm({ contactId }: { contactId: string }) {
  const t = useTranslations('Crm');
  const id = useId();
  const [body, setBody] = useState('');
  const { pending, errors, setErrors, run } = useCrmSubmit();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = noteSchema.safeParse({ contactId, body });
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    const data = new FormData();
    data.set('contactId', contactId);
    data.set('body', body);
    run(addNoteAction, data, t('noteAdded'), () => setBody(''));
  };

  const error = errors.body ?? errors.form;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid="crm-note-form">
      <Label htmlFor={`${id}-body`}>{t('noteLabel')}</Label>
      <Textarea
        id={`${id}-body`}
        name="body"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder={t('notePlaceholder')}
        rows={3}
        aria-invalid={!!error || undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className={`text-xs ${body.length > NOTE_MAX ? 'text-destructive' : 'text-muted-foreground'}`}>
          {t('counter', { count: body.length, max: NOTE_MAX })}
        </span>
        <Button type="submit" disabled={pending} size="sm">
          {pending ? t('saving') : t('noteAdd')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </form>
  );
}

/** Editing one's own note in place. */
export function NoteEditor({ contactId, noteId, body: initial }: { contactId: string; noteId: number; body: string }) {
  const t = useTranslations('Crm');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState(initial);
  const { pending, errors, setErrors, run } = useCrmSubmit();

  if (!open) {
    return (
      <Button type="button" variant="link" size="sm" className="h-auto px-0" onClick={() => setOpen(true)}>
        {t('noteEdit')}
      </Button>
    );
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const parsed = editNoteSchema.safeParse({ noteId, body });
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    const data = new FormData();
    data.set('contactId', contactId);
    data.set('noteId', String(noteId));
    data.set('body', body);
    run(editNoteAction, data, t('noteSaved'), () => setOpen(false));
  };
  const error = errors.body ?? errors.noteId ?? errors.form;
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={`${id}-edit`} className="sr-only">
        {t('noteEditLabel')}
      </Label>
      <Textarea
        id={`${id}-edit`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        autoFocus
        aria-invalid={!!error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} error={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('saving') : t('noteSave')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => {
            setBody(initial);
            setErrors({});
            setOpen(false);
          }}
        >
          {t('noteCancel')}
        </Button>
      </div>
    </form>
  );
}

export function NextActionForm({ contactId, date, text }: { contactId: string; date: string | null; text: string | null }) {
  const t = useTranslations('Crm');
  const id = useId();
  const [day, setDay] = useState(date ?? '');
  const [what, setWhat] = useState(text ?? '');
  const { pending, errors, setErrors, run } = useCrmSubmit();

  const submit = (values: { date: string; text: string }, success: string) => {
    const parsed = nextActionSchema.safeParse({ contactId, ...values });
    if (!parsed.success) return setErrors(firstErrors(parsed.error.issues));
    const data = new FormData();
    data.set('contactId', contactId);
    data.set('date', values.date);
    data.set('text', values.text);
    run(setNextActionAction, data, success, () => {
      setDay(values.date);
      setWhat(values.text);
    });
  };

  return (
    <form
      method="post"
      onSubmit={(e) => {
        e.preventDefault();
        submit({ date: day, text: what }, t('nextSaved'));
      }}
      noValidate
      className="flex flex-col gap-3"
      data-testid="crm-next-action-form"
    >
      <div className="grid gap-3 sm:grid-cols-[11rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>{t('nextDate')}</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={day}
            min={saoPauloDate(0)}
            onChange={(e) => setDay(e.target.value)}
            aria-invalid={!!errors.date || undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
          />
          <FieldError id={`${id}-date-error`} error={errors.date} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-text`}>{t('nextText')}</Label>
          <Input
            id={`${id}-text`}
            value={what}
            maxLength={NEXT_ACTION_MAX}
            onChange={(e) => setWhat(e.target.value)}
            placeholder={t('nextPlaceholder')}
            aria-invalid={!!errors.text || undefined}
            aria-describedby={errors.text ? `${id}-text-error` : undefined}
          />
          <FieldError id={`${id}-text-error`} error={errors.text} />
        </div>
      </div>
      <FieldError id={`${id}-form-error`} error={errors.form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : t('nextSave')}
        </Button>
        {date ? (
          <Button type="button" variant="outline" disabled={pending} onClick={() => submit({ date: '', text: '' }, t('nextCleared'))}>
            {t('nextDone')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
