import { useEffectEvent, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { savingsProducts, savingsTermMonths } from '@/entities/partner/model';
import {
  newCustomerChoices,
  newCustomerLabels,
  productLabels,
  savingsParamNames,
  savingsSortOrders,
  sortOrderLabels,
  type SavingsInputs,
} from '@/features/savings-comparison/inputs/defaults';
import type { ParsedSavingsInputs } from '@/features/savings-comparison/inputs/parse';
import type { UpdateSavingsInputs } from '@/features/savings-comparison/inputs/use-savings-inputs';
import { routePath } from '@/routes/manifest';

/** Every form's action ends with it: a form sent without JavaScript opens the page at the results. */
export const SAVINGS_RESULTS_ID = 'ergebnisse';

const controlClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

/** "6 Monate", "24 Monate (2 Jahre)". */
const termOption = (months: number) => (months < 12 ? `${months} Monate` : months === 12 ? '12 Monate (1 Jahr)' : `${months} Monate (${months / 12} Jahre)`);

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

interface SavingsFormProps {
  inputs: SavingsInputs;
  hints: ParsedSavingsInputs['hints'];
  onInputsChange: UpdateSavingsInputs;
  onFocus: () => void;
}

/** Brings the results under the fixed header and focuses their "Berechnet für …" line (a phone's keyboard closes). */
function showResults() {
  const results = document.getElementById(SAVINGS_RESULTS_ID);
  if (!results) return;
  results.querySelector<HTMLElement>('[data-calculation-basis]')?.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'instant' : 'smooth' });
}

/**
 * The comparison's inputs as a GET form to /ratgeber/sparkonto: it works before hydration and
 * without JavaScript. The amount field is uncontrolled (a keystroke renders no form); the choices
 * are controlled. Sent with JavaScript, the results are already computed, so it shows them.
 */
export function SavingsForm({ inputs, hints, onInputsChange, onFocus }: SavingsFormProps) {
  const amountRef = useRef<HTMLInputElement>(null);
  const productHintId = useId();
  // A value from elsewhere (the URL once parsed, Back, a link) is written into the field; at hydration it keeps what it shows.
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = written.current;
    written.current = inputs.betrag;
    const element = amountRef.current;
    if (previous !== null && element && inputs.betrag !== previous && element.value !== inputs.betrag) element.value = inputs.betrag;
  }, [inputs.betrag]);
  // Text typed before hydration raised no change event: it counts as typed now (unless it is the URL's, filled in by public/comparison-pending.js).
  const reportTypedBeforeHydration = useEffectEvent(() => {
    const element = amountRef.current;
    if (element && element.value !== element.defaultValue && element.value !== new URLSearchParams(window.location.search).get('betrag')) {
      onInputsChange({ betrag: element.value }, 'typing');
    }
  });
  useLayoutEffect(() => reportTypedBeforeHydration(), []);
  const choose = (field: keyof SavingsInputs) => (event: { target: HTMLSelectElement | HTMLInputElement }) => onInputsChange({ [field]: event.target.value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    showResults();
  };

  return (
    <form
      method="get"
      action={`${routePath('ratgeber-sparkonto')}#${SAVINGS_RESULTS_ID}`}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="@container space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      data-comparison-form=""
      data-savings-form=""
      data-param-names={savingsParamNames.join(' ')}
    >
      <fieldset aria-describedby={hints.anlage ? productHintId : undefined}>
        <legend className="font-semibold text-slate-900">Anlageart</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {savingsProducts.map((product) => (
            <label key={product} className="flex items-center gap-2 text-slate-800">
              <input type="radio" name="anlage" value={product} className="h-4 w-4 accent-brand-600" checked={inputs.anlage === product} onChange={choose('anlage')} />
              {productLabels[product]}
            </label>
          ))}
        </div>
        {hints.anlage && (
          <p id={productHintId} className="mt-1 text-sm text-amber-900" data-comparison-hint="">
            {hints.anlage}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 @min-[24rem]:grid-cols-2 @min-[50rem]:grid-cols-4">
        <Field label="Anlagebetrag (€)" hint={hints.betrag}>
          {({ id, describedBy }) => (
            <input
              id={id}
              ref={amountRef}
              name="betrag"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={describedBy}
              className={controlClass}
              defaultValue={inputs.betrag}
              onChange={(event) => onInputsChange({ betrag: event.target.value }, 'typing')}
            />
          )}
        </Field>
        <Field label="Anlagedauer" hint={hints.dauer}>
          {({ id, describedBy }) => (
            <select id={id} name="dauer" aria-describedby={describedBy} className={controlClass} value={inputs.dauer} onChange={choose('dauer')}>
              {savingsTermMonths.map((months) => (
                <option key={months} value={String(months)}>
                  {termOption(months)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Neukundenzins (Tagesgeld)" hint={hints.neukunde}>
          {({ id, describedBy }) => (
            <select id={id} name="neukunde" aria-describedby={describedBy} className={controlClass} value={inputs.neukunde} onChange={choose('neukunde')}>
              {newCustomerChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {newCustomerLabels[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Sortierung" hint={hints.sortierung}>
          {({ id, describedBy }) => (
            <select id={id} name="sortierung" aria-describedby={describedBy} className={controlClass} value={inputs.sortierung} onChange={choose('sortierung')}>
              {savingsSortOrders.map((order) => (
                <option key={order} value={order}>
                  {sortOrderLabels[order]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit">Zinsen berechnen</Button>
    </form>
  );
}
