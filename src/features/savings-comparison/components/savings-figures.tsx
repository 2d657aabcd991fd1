import { savingsComparisonTexts } from '@/content/guides/sparkonto';
import type { SavingsConditions } from '@/entities/partner/schema/validate-partner';
import type { SavingsValues } from '@/features/savings-comparison/inputs/defaults';
import { bankLines, conditionLines, outcomeTexts } from '@/features/savings-comparison/model/offer-texts';
import type { SavingsOutcome } from '@/features/savings-comparison/model/savings-interest';

interface SavingsFiguresProps {
  conditions: SavingsConditions;
  dauer: SavingsValues['dauer'];
  neukunde: SavingsValues['neukunde'];
  /** Absent when the offer does not fit; then `reasons` say why. */
  outcome?: SavingsOutcome;
  reasons?: readonly string[];
}

/** What the arithmetic uses (rates, crediting) and what it gives (Zinsertrag, Endbetrag, Rendite), then amounts and guarantee. */
export function SavingsFigures({ conditions, dauer, neukunde, outcome, reasons }: SavingsFiguresProps) {
  const { amounts, guarantee } = bankLines(conditions);
  const texts = outcome && outcomeTexts(outcome, dauer);
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm text-slate-800" data-savings-conditions="">
        {conditionLines(conditions, { dauer, neukunde }).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {texts ? (
        <div className="grid gap-x-6 gap-y-1 rounded-xl bg-slate-50 p-4 sm:grid-cols-3">
          <p className="sm:col-span-3">
            <span className="text-slate-700">{texts.interestLabel}</span>{' '}
            <strong className="text-lg text-slate-900" data-savings-interest={outcome.interest}>
              {texts.interest}
            </strong>
          </p>
          <p>
            <span className="text-slate-700">Endbetrag:</span>{' '}
            <strong className="text-slate-900" data-savings-final={outcome.finalBalance}>
              {texts.finalBalance}
            </strong>
          </p>
          <p className="sm:col-span-2">
            <span className="text-slate-700">Rendite:</span> <strong className="text-slate-900">{texts.yieldPerYear}</strong>
          </p>
        </div>
      ) : (
        <div className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950" data-mismatch-reasons="">
          <p className="font-semibold">Passt nicht, weil:</p>
          <ul className="mt-1 list-disc pl-5">
            {reasons?.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="space-y-1 text-sm text-slate-700">
        <li>{amounts}</li>
        <li data-deposit-guarantee="">{guarantee}</li>
        {conditions.sample && <li className="text-xs text-slate-600">{savingsComparisonTexts.sample}</li>}
      </ul>
    </div>
  );
}
