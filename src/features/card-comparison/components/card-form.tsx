import { memo, useEffectEvent, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import {
  cardParamNames,
  cardSortOrderLabels,
  cardSortOrders,
  cardTypeFilterLabels,
  cardTypeFilters,
  type CardInputs,
  type CardNumberField,
} from '@/features/card-comparison/inputs/card-params';
import type { ParsedCardInputs } from '@/features/card-comparison/inputs/parse-card-inputs';
import type { UpdateCardInputs } from '@/features/card-comparison/inputs/use-card-inputs';
import { cardResultsAction, showCardResults } from '@/features/card-comparison/components/card-results-anchor';

const controlClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

const numberFields: readonly { name: CardNumberField; label: string }[] = [
  { name: 'umsatz', label: 'Kartenzahlungen im Euroraum (€ im Monat)' },
  { name: 'fremdwaehrung', label: 'Kartenzahlungen in Fremdwährung (€ im Jahr)' },
  { name: 'abhebungen', label: 'Abhebungen außerhalb des Euroraums (im Jahr)' },
  { name: 'abhebung', label: 'Betrag je Abhebung (€)' },
];

function Field({ label, hint, children }: { label: string; hint?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hinweis`;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {/* Labels of one row may wrap to different heights: the inputs stay level at the bottom. */}
      <div className="mt-auto">{children({ id, describedBy: hint ? hintId : undefined })}</div>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-amber-900" data-comparison-hint="">
          {hint}
        </p>
      )}
    </div>
  );
}

interface CardFormProps {
  inputs: CardInputs;
  hints: ParsedCardInputs['hints'];
  onInputsChange: UpdateCardInputs;
  /** The first focus loads the parser of typed text. */
  onFocus: () => void;
}

/**
 * The card comparison's inputs as a plain GET form to /kreditkarten: it works before hydration and without
 * JavaScript. With JavaScript every change is reported and sending it shows the results already computed.
 * The number fields are uncontrolled, so a keystroke renders nothing here.
 */
export const CardForm = memo(function CardForm({ inputs, hints, onInputsChange, onFocus }: CardFormProps) {
  const refs = useRef<Partial<Record<CardNumberField, HTMLInputElement | null>>>({});
  // Values that come from elsewhere (the URL once parsed, Back and Forward) are written into the fields when
  // they change; at hydration the fields keep what they show.
  const written = useRef<Partial<Record<CardNumberField, string>> | null>(null);
  useLayoutEffect(() => {
    const previous = written.current;
    const next = { umsatz: inputs.umsatz, fremdwaehrung: inputs.fremdwaehrung, abhebungen: inputs.abhebungen, abhebung: inputs.abhebung };
    written.current = next;
    if (!previous) return;
    for (const { name } of numberFields) {
      const element = refs.current[name];
      if (element && next[name] !== previous[name] && element.value !== next[name]) element.value = next[name];
    }
  }, [inputs.umsatz, inputs.fremdwaehrung, inputs.abhebungen, inputs.abhebung]);
  // Text typed before hydration raised no change event: it counts as typed now. A field may also show
  // its URL parameter, filled in before the first paint (public/comparison-pending.js).
  const reportTypedBeforeHydration = useEffectEvent(() => {
    const params = new URLSearchParams(window.location.search);
    for (const { name } of numberFields) {
      const element = refs.current[name];
      if (element && element.value !== element.defaultValue && element.value !== params.get(name)) onInputsChange({ [name]: element.value }, 'typing');
    }
  });
  useLayoutEffect(() => reportTypedBeforeHydration(), []);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    showCardResults();
  };
  return (
    <form
      method="get"
      action={cardResultsAction}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className="@container space-y-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
      data-card-form=""
      data-param-names={cardParamNames.join(' ')}
    >
      <div className="grid gap-4 @min-[30rem]:grid-cols-2 @min-[56rem]:grid-cols-4">
        {numberFields.map(({ name, label }) => (
          <Field key={name} label={label} hint={hints[name]}>
            {({ id, describedBy }) => (
              <input
                ref={(element) => {
                  refs.current[name] = element;
                }}
                id={id}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={describedBy}
                className={controlClass}
                defaultValue={inputs[name]}
                onChange={(event) => onInputsChange({ [name]: event.target.value }, 'typing')}
              />
            )}
          </Field>
        ))}
      </div>
      <div className="grid gap-4 @min-[30rem]:grid-cols-2">
        <Field label="Kartenart" hint={hints.kartenart}>
          {({ id, describedBy }) => (
            <select id={id} name="kartenart" aria-describedby={describedBy} className={controlClass} value={inputs.kartenart} onChange={(event) => onInputsChange({ kartenart: event.target.value })}>
              {cardTypeFilters.map((filter) => (
                <option key={filter} value={filter}>
                  {cardTypeFilterLabels[filter]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Sortierung" hint={hints.sortierung}>
          {({ id, describedBy }) => (
            <select id={id} name="sortierung" aria-describedby={describedBy} className={controlClass} value={inputs.sortierung} onChange={(event) => onInputsChange({ sortierung: event.target.value })}>
              {cardSortOrders.map((order) => (
                <option key={order} value={order}>
                  {cardSortOrderLabels[order]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Button type="submit">Kosten berechnen</Button>
    </form>
  );
});
