import { useEffectEvent, useId, useLayoutEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { calculationModeLabels, calculationModes, defaultComparisonInputs, purposeLabels, type ComparisonInputs } from '@/features/loan-comparison/inputs/defaults';
import { purposes } from '@/entities/partner/model';
import type { ParsedComparisonParams } from '@/features/loan-comparison/inputs/parse';
import { actionToResults, showResults } from '@/features/loan-comparison/components/results-anchor';
import type { UpdateInputs } from '@/lib/use-url-inputs';
import { cn } from '@/lib/cn';
import { routePath } from '@/routes/manifest';
import { comparisonParamNames } from '@/features/loan-comparison/inputs/param-names';

/** The fields every product's form has; the Ratenkredit form adds the purpose and the Wunschrate. */
interface AmountTermInputs {
  betrag: string;
  laufzeit: string;
  zweck?: string;
  modus?: string;
  wunschrate?: string;
}

const textFields = ['betrag', 'laufzeit', 'wunschrate'] as const;
type TextField = (typeof textFields)[number];

interface ComparisonFormProps<Inputs extends AmountTermInputs> {
  /** With `onInputsChange`, the fields follow these values (live comparison); without, they start at the Ratenkredit defaults. */
  inputs?: Inputs;
  hints?: ParsedComparisonParams['hints'];
  /** Reports each change: typed text as 'typing', the purpose as a choice. */
  onInputsChange?: UpdateInputs<Inputs>;
  /** The page the form submits to (GET), opened at its results; /ratenkredit unless given. */
  action?: string;
  /** The purpose select; business loans ask for amount and term only. */
  withPurpose?: boolean;
  /** The choice between amount and Wunschrate (the comparison page). */
  withBudget?: boolean;
  /** More selects in the row of fields (the comparison page's sort order). */
  extraFields?: ReactNode;
  /** Below the fields, before the button (the comparison page's feature filters). */
  children?: ReactNode;
  onFocus?: () => void;
  className?: string;
}

export const controlClass =
  'mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600';

/**
 * The grid of fields by how many there are, at the form's own width (container queries): a column
 * gets a new neighbour only where the longest label ("Verwendungszweck") and the sort order's
 * option still fit on one line, so the inputs of a row stay level.
 */
const fieldColumns: Record<number, string> = {
  2: '@min-[24rem]:grid-cols-2',
  3: '@min-[24rem]:grid-cols-2 @min-[38rem]:grid-cols-3',
  4: '@min-[24rem]:grid-cols-2 @min-[50rem]:grid-cols-4',
};

export function Field({ label, hint, children }: { label: string; hint?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
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
 * The comparison inputs as a plain GET form (to /ratenkredit unless `action` says otherwise): it
 * works before hydration and without JavaScript. With `onInputsChange` every change is reported
 * and submitting stays on the page.
 */
export function ComparisonForm<Inputs extends AmountTermInputs = ComparisonInputs>({
  inputs,
  hints = {},
  onInputsChange,
  action = routePath('ratenkredit'),
  withPurpose = true,
  withBudget = false,
  extraFields,
  children,
  onFocus,
  className,
}: ComparisonFormProps<Inputs>) {
  const live = onInputsChange !== undefined && inputs !== undefined;
  const current: AmountTermInputs = inputs ?? defaultComparisonInputs;
  const amountRef = useRef<HTMLInputElement>(null);
  const termRef = useRef<HTMLInputElement>(null);
  const budgetRef = useRef<HTMLInputElement>(null);
  const modeHintId = useId();
  const budgetMode = withBudget && current.modus === 'wunschrate';
  const refs: Record<TextField, typeof amountRef> = { betrag: amountRef, laufzeit: termRef, wunschrate: budgetRef };
  // The text fields are uncontrolled, so a keystroke needs no render of the form. Values that come
  // from elsewhere (the URL once parsed, a link to other inputs, back and forward) are written into
  // them when they change; at hydration the fields keep what they show.
  const written = useRef<Partial<Record<TextField, string>> | null>(null);
  useLayoutEffect(() => {
    if (!live) return;
    const previous = written.current;
    const next = { betrag: current.betrag, laufzeit: current.laufzeit, wunschrate: current.wunschrate };
    written.current = next;
    if (!previous) return;
    for (const [field, element] of [
      ['betrag', amountRef.current],
      ['laufzeit', termRef.current],
      ['wunschrate', budgetRef.current],
    ] as const) {
      const value = next[field];
      if (element && value !== undefined && value !== previous[field] && element.value !== value) element.value = value;
    }
  }, [live, current.betrag, current.laufzeit, current.wunschrate]);
  // Text typed before hydration raised no change event: it counts as typed now. A field may also
  // show its URL parameter, filled in before the first paint (public/comparison-pending.js).
  const reportTypedBeforeHydration = useEffectEvent(() => {
    if (!live) return;
    const params = new URLSearchParams(window.location.search);
    for (const field of textFields) {
      const element = refs[field].current;
      if (element && element.value !== element.defaultValue && element.value !== params.get(field)) onInputsChange({ [field]: element.value } as Partial<Inputs>, 'typing');
    }
  });
  useLayoutEffect(() => reportTypedBeforeHydration(), []);
  const textProps = (field: TextField) => ({
    ref: refs[field],
    defaultValue: current[field],
    onChange: live ? (event: { target: HTMLInputElement }) => onInputsChange({ [field]: event.target.value } as Partial<Inputs>, 'typing') : undefined,
  });
  const modeProps = (mode: string) =>
    live
      ? { checked: current.modus === mode, onChange: () => onInputsChange({ modus: mode } as Partial<Inputs>) }
      : { defaultChecked: (current.modus ?? 'betrag') === mode };
  const purposeProps = live
    ? { value: current.zweck, onChange: (event: { target: HTMLSelectElement }) => onInputsChange({ zweck: event.target.value } as Partial<Inputs>) }
    : { defaultValue: current.zweck };
  const columns = 2 + (withPurpose ? 1 : 0) + (extraFields ? 1 : 0);
  // Sent with JavaScript, the results are already computed for the fields (and settled, see
  // useUrlInputs): the form shows them instead of loading the page again.
  const onSubmit = live
    ? (event: FormEvent) => {
        event.preventDefault();
        showResults();
      }
    : undefined;

  return (
    <form
      method="get"
      action={actionToResults(action)}
      onSubmit={onSubmit}
      onFocus={onFocus}
      className={cn('@container space-y-4', className)}
      data-comparison-form=""
      // The parameters public/comparison-pending.js fills in from the URL before the first paint.
      data-param-names={comparisonParamNames.join(' ')}
      // Without JavaScript, CSS shows the field of the checked mode (styles.css, scripting: none).
      data-mode-fields={withBudget ? '' : undefined}
    >
      {withBudget && (
        <fieldset aria-describedby={hints.modus ? modeHintId : undefined}>
          <legend className="font-semibold text-slate-900">Berechnen nach</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {calculationModes.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-slate-800">
                <input type="radio" name="modus" value={mode} className="h-4 w-4 accent-brand-600" {...modeProps(mode)} />
                {calculationModeLabels[mode]}
              </label>
            ))}
          </div>
          {hints.modus && (
            <p id={modeHintId} className="mt-1 text-sm text-amber-900" data-comparison-hint="">
              {hints.modus}
            </p>
          )}
        </fieldset>
      )}
      {/* Columns by the form's own width, not the viewport's: the same form fills the page on /ratenkredit and half the hero on /. */}
      <div className={cn('grid gap-4', fieldColumns[columns])}>
        {/* A class, not the hidden attribute: Tailwind's base layer hides [hidden] with !important, which styles.css could not undo. */}
        <div data-mode-field="betrag" className={budgetMode ? 'hidden' : undefined}>
          <Field label="Kreditbetrag (€)" hint={hints.betrag}>
            {({ id, describedBy }) => (
              <input id={id} name="betrag" type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy} className={controlClass} {...textProps('betrag')} />
            )}
          </Field>
        </div>
        {withBudget && (
          <div data-mode-field="wunschrate" className={budgetMode ? undefined : 'hidden'}>
            <Field label={`${calculationModeLabels.wunschrate} (€ im Monat)`} hint={hints.wunschrate}>
              {({ id, describedBy }) => (
                <input
                  id={id}
                  name="wunschrate"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-describedby={describedBy}
                  className={controlClass}
                  {...textProps('wunschrate')}
                />
              )}
            </Field>
          </div>
        )}
        <Field label="Laufzeit (Monate)" hint={hints.laufzeit}>
          {({ id, describedBy }) => (
            <input id={id} name="laufzeit" type="text" inputMode="numeric" autoComplete="off" aria-describedby={describedBy} className={controlClass} {...textProps('laufzeit')} />
          )}
        </Field>
        {withPurpose && (
          <Field label="Verwendungszweck" hint={hints.zweck}>
            {({ id, describedBy }) => (
              <select id={id} name="zweck" aria-describedby={describedBy} className={controlClass} {...purposeProps}>
                {purposes.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {purposeLabels[purpose]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {extraFields}
      </div>
      {children}
      {/* Without JavaScript a live form cannot compute: styles.css hides the button, a note below the form says why. */}
      <Button type="submit" data-needs-script={live ? '' : undefined}>
        Angebote berechnen
      </Button>
    </form>
  );
}
