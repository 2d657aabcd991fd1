import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { defaultComparisonInputs, type ComparisonInputs } from '@/features/comparison/lib/comparison-inputs';
import {
  offerFeatureLabels,
  offerFeatures,
  purposeLabels,
  purposes,
  sortOrderLabels,
  sortOrders,
  type OfferFeature,
  type ParsedComparisonParams,
} from '@/features/comparison/lib/comparison-params';
import { cn } from '@/lib/cn';
import { routePath } from '@/routes/manifest';

interface ComparisonFormProps {
  /** With `onInputsChange`, the fields follow these values (live comparison); without, they start at the defaults. */
  inputs?: ComparisonInputs;
  hints?: ParsedComparisonParams['hints'];
  onInputsChange?: (inputs: ComparisonInputs) => void;
  /** Sort order and feature filters, for the comparison page itself. */
  withSortAndFilters?: boolean;
  className?: string;
}

const controlClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

function Field({ label, hint, children }: { label: string; hint?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hinweis`;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {children({ id, describedBy: hint ? hintId : undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-amber-900" data-comparison-hint="">
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The comparison inputs as a plain GET form to /ratenkredit: it works before hydration and
 * without JavaScript. With `onInputsChange` every change is reported and submitting stays on the page.
 */
export function ComparisonForm({ inputs, hints = {}, onInputsChange, withSortAndFilters = false, className }: ComparisonFormProps) {
  const live = onInputsChange !== undefined;
  const current = inputs ?? defaultComparisonInputs;
  const valueProps = (field: 'betrag' | 'laufzeit' | 'zweck' | 'sortierung') =>
    live
      ? {
          value: current[field],
          onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onInputsChange({ ...current, [field]: event.target.value }),
        }
      : { defaultValue: current[field] };
  const checkedProps = (feature: OfferFeature) =>
    live
      ? {
          checked: current.features.includes(feature),
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            onInputsChange({
              ...current,
              features: offerFeatures.filter((item) => (item === feature ? event.target.checked : current.features.includes(item))),
            }),
        }
      : { defaultChecked: current.features.includes(feature) };
  const onSubmit = live ? (event: FormEvent) => event.preventDefault() : undefined;

  return (
    <form method="get" action={routePath('ratenkredit')} onSubmit={onSubmit} className={cn('space-y-4', className)} data-comparison-form="">
      <div className={cn('grid gap-4', withSortAndFilters ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3')}>
        <Field label="Kreditbetrag (€)" hint={hints.betrag}>
          {({ id, describedBy }) => (
            <input id={id} name="betrag" type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy} className={controlClass} {...valueProps('betrag')} />
          )}
        </Field>
        <Field label="Laufzeit (Monate)" hint={hints.laufzeit}>
          {({ id, describedBy }) => (
            <input id={id} name="laufzeit" type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy} className={controlClass} {...valueProps('laufzeit')} />
          )}
        </Field>
        <Field label="Verwendungszweck" hint={hints.zweck}>
          {({ id, describedBy }) => (
            <select id={id} name="zweck" aria-describedby={describedBy} className={controlClass} {...valueProps('zweck')}>
              {purposes.map((purpose) => (
                <option key={purpose} value={purpose}>
                  {purposeLabels[purpose]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {withSortAndFilters && (
          <Field label="Sortierung" hint={hints.sortierung}>
            {({ id, describedBy }) => (
              <select id={id} name="sortierung" aria-describedby={describedBy} className={controlClass} {...valueProps('sortierung')}>
                {sortOrders.map((order) => (
                  <option key={order} value={order}>
                    {sortOrderLabels[order]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
      {withSortAndFilters && (
        <fieldset>
          <legend className="font-semibold text-slate-900">Nur Angebote mit</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {offerFeatures.map((feature) => (
              <label key={feature} className="flex items-center gap-2 text-slate-800">
                <input type="checkbox" name={feature} value="1" className="h-4 w-4 accent-brand-600" {...checkedProps(feature)} />
                {offerFeatureLabels[feature]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Button type="submit">Angebote berechnen</Button>
    </form>
  );
}
