import type { OfferField } from '@/features/admin/lib/offer-fields';
import type { OfferDraft } from '@/features/admin/lib/offer-form';
import { cn } from '@/lib/cn';

type DraftValue = OfferDraft[keyof OfferDraft];

interface OfferFieldInputProps {
  field: OfferField;
  value: DraftValue;
  error: string | undefined;
  onChange: (value: DraftValue) => void;
}

export const fieldId = (name: string) => `offer-${name.replaceAll('_', '-')}`;

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700';

const inputModes: Partial<Record<OfferField['kind'], 'numeric' | 'decimal' | 'url'>> = { integer: 'numeric', euro: 'decimal', percent: 'decimal', score: 'decimal', url: 'url' };

function Message({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

/** One field of the offer form: label, input, hint and the German message when the value is refused. */
export function OfferFieldInput({ field, value, error, onChange }: OfferFieldInputProps) {
  const id = fieldId(field.name);
  const invalid = error ? true : undefined;

  if (field.kind === 'checkbox') {
    return (
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <input id={id} type="checkbox" checked={value as boolean} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-brand-600" aria-describedby={describedBy(id, field.hint, error)} />
          {field.label}
        </label>
        <Message id={id} hint={field.hint} error={error} />
      </div>
    );
  }

  if (field.kind === 'choices') {
    const chosen = value as string[];
    return (
      <fieldset id={id} className="sm:col-span-2" aria-invalid={invalid} aria-describedby={describedBy(id, field.hint, error)} tabIndex={-1}>
        <legend className="text-sm font-semibold text-slate-900">{field.label}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {field.choices?.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={(event) => onChange(event.target.checked ? [...chosen, choice.value] : chosen.filter((item) => item !== choice.value))}
                className="size-4 accent-brand-600"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <Message id={id} hint={field.hint} error={error} />
      </fieldset>
    );
  }

  if (field.kind === 'select') {
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
          {field.label}
        </label>
        <select
          id={id}
          name={field.name}
          value={value as string}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy(id, field.hint, error)}
          className={inputClass}
        >
          <option value="">– keine Angabe –</option>
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <Message id={id} hint={field.hint} error={error} />
      </div>
    );
  }

  const multiline = field.kind === 'textarea' || field.kind === 'lines';
  const common = {
    id,
    name: field.name,
    value: value as string,
    'aria-invalid': invalid,
    'aria-describedby': describedBy(id, field.hint, error),
    className: inputClass,
  };
  return (
    <div className={cn(multiline && 'sm:col-span-2')}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {field.label}
      </label>
      {multiline ? (
        <textarea {...common} rows={field.kind === 'lines' ? 4 : 3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type={field.kind === 'date' ? 'date' : 'text'} inputMode={inputModes[field.kind]} autoComplete="off" onChange={(event) => onChange(event.target.value)} />
      )}
      <Message id={id} hint={field.hint} error={error} />
    </div>
  );
}
