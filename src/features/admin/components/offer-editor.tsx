import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { OfferRow } from '@/features/admin/api/offer-row';
import { useSaveOffer } from '@/features/admin/api/save-offer';
import { fieldId, OfferFieldInput } from '@/features/admin/components/offer-field-input';
import { OfferPreview } from '@/features/admin/components/offer-preview';
import { fieldGroupsFor, type OfferFieldName } from '@/features/admin/lib/offer-fields';
import { draftFromRow, formFields, twoThirdsEffectiveRate, validateOffer, type OfferDraft, type OfferErrors } from '@/features/admin/lib/offer-form';
import type { PartnerCategory } from '@/entities/partner/model';
import { formatBerlinDate, formatPercent } from '@/lib/format';

interface OfferEditorProps {
  row: OfferRow;
  /** The moment the preview shows as "Konditionen Stand" (a save sets it to now). */
  now: string;
}

/** The Sollzins's consequence, shown under the field: the effective rate is computed, never typed. */
function ComputedRate({ draft, category }: { draft: OfferDraft; category: PartnerCategory }) {
  const rate = twoThirdsEffectiveRate(draft, category);
  return (
    <p className="text-sm text-slate-800 sm:col-span-2" aria-live="polite" data-computed-rate="">
      Effektiver Jahreszins (2/3), berechnet aus Sollzins und Beispiel: <strong>{rate === null ? '–' : formatPercent(rate)}</strong>
    </p>
  );
}

/**
 * Every field a visitor's figures depend on, for one offer, checked by the form's rules before the save and
 * by the database's CHECKs in it. A save sets "Konditionen geprüft am" to now; nothing partial is saved.
 */
export function OfferEditor({ row, now }: OfferEditorProps) {
  const groups = useMemo(() => fieldGroupsFor(row.category), [row.category]);
  const [draft, setDraft] = useState(() => draftFromRow(row));
  const [errors, setErrors] = useState<OfferErrors>({});
  const [expectedUpdatedAt, setExpectedUpdatedAt] = useState(row.updated_at);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const save = useSaveOffer();
  const summaryId = useId();
  const validation = validateOffer(draft, row);

  function change(name: OfferFieldName, value: OfferDraft[keyof OfferDraft]) {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      const next = { ...previous };
      delete next[name];
      return next;
    });
    setSavedAt(null);
    save.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedAt(null);
    if (!validation.ok) {
      setErrors(validation.errors);
      const first = formFields(row.category).find((field) => validation.errors[field.name]);
      if (first) document.getElementById(fieldId(first.name))?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { id: row.id, changes: validation.changes, expectedUpdatedAt },
      {
        onSuccess: (saved) => {
          setExpectedUpdatedAt(saved.updated_at);
          setSavedAt(saved.conditions_checked_at);
          toast.success('Gespeichert', { description: `${saved.name}: Konditionen geprüft am ${formatBerlinDate(saved.conditions_checked_at)}.` });
        },
      },
    );
  }

  const refused = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate aria-describedby={refused || save.error ? summaryId : undefined} className="space-y-6">
      {groups.map((group) => (
        <fieldset key={group.title} className="rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{group.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => (
              <OfferFieldInput key={field.name} field={field} value={draft[field.name]} error={errors[field.name]} onChange={(value) => change(field.name, value)} />
            ))}
            {group.fields.some((field) => field.name === 'lender_name') && <ComputedRate draft={draft} category={row.category} />}
          </div>
        </fieldset>
      ))}
      <OfferPreview row={row} validation={validation} checkedAt={now} />
      <div id={summaryId} role="alert" className="empty:hidden">
        {refused && <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">Bitte korrigieren Sie die markierten Angaben. Nichts wurde gespeichert.</p>}
        {save.error && <p className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 font-medium text-red-900">{save.error.message}</p>}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Speichert...' : 'Speichern'}
        </Button>
        <p role="status" className="font-semibold text-emerald-800">
          {savedAt && `Gespeichert. Konditionen geprüft am ${formatBerlinDate(savedAt)}.`}
        </p>
      </div>
    </form>
  );
}
