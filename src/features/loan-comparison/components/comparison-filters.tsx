import { controlClass, Field } from '@/features/loan-comparison/components/comparison-form';
import { offerFeatureLabels, sortOrderLabels, sortOrdersByMode, type CalculationMode, type ComparisonInputs } from '@/features/loan-comparison/inputs/defaults';
import { offerFeatures } from '@/entities/partner/model';
import type { ParsedComparisonParams } from '@/features/loan-comparison/inputs/parse';

interface LiveFieldProps {
  inputs: ComparisonInputs;
  onInputsChange: (patch: Partial<ComparisonInputs>) => void;
}

/** The sort order select of the comparison page's form (part of the same GET form), with the orders of the chosen mode. */
export function SortField({ inputs, mode, hint, onInputsChange }: LiveFieldProps & { mode: CalculationMode; hint?: ParsedComparisonParams['hints']['sortierung'] }) {
  return (
    <Field label="Sortierung" hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          name="sortierung"
          aria-describedby={describedBy}
          className={controlClass}
          value={inputs.sortierung}
          onChange={(event) => onInputsChange({ sortierung: event.target.value })}
        >
          {sortOrdersByMode[mode].map((order) => (
            <option key={order} value={order}>
              {sortOrderLabels[order]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The feature filter checkboxes of the comparison page's form: each a URL parameter with the value 1. */
export function FeatureFilters({ inputs, onInputsChange }: LiveFieldProps) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">Nur Angebote mit</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {offerFeatures.map((feature) => (
          <label key={feature} className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name={feature}
              value="1"
              className="h-4 w-4 accent-brand-600"
              checked={inputs.features.includes(feature)}
              onChange={(event) =>
                onInputsChange({
                  features: offerFeatures.filter((item) => (item === feature ? event.target.checked : inputs.features.includes(item))),
                })
              }
            />
            {offerFeatureLabels[feature]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
