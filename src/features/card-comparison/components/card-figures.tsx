import { memo } from 'react';
import type { CardConditions, Partner } from '@/entities/partner/schema/validate-partner';
import { RepresentativeExampleText } from '@/entities/partner/ui/representative-example';
import { isFreeCard, type YearCost } from '@/features/card-comparison/model/card-cost';
import { cardConditionTexts, cardTypeLabels, costBreakdownText, yearCostText } from '@/features/card-comparison/model/card-texts';
import { formatPercent } from '@/lib/format';

const badgeClass = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** The conditions: unchanged while the visitor types, so memoised on the card's own objects. */
const CardConditionsList = memo(function CardConditionsList({ partner, card }: { partner: Partner; card: CardConditions }) {
  const texts = cardConditionTexts(card);
  const noAnnualFee = card.annualFeeFirstYear === 0 && card.annualFee === 0;
  return (
    <>
      <p className="flex flex-wrap gap-2">
        <span className={`${badgeClass} bg-slate-100 text-slate-800`} data-card-type={card.type}>
          {cardTypeLabels[card.type]}
        </span>
        {isFreeCard(card) && (
          <span className={`${badgeClass} bg-green-100 text-green-900`} data-card-badge="kostenlos">
            Kostenlos
          </span>
        )}
        {/* With the Teilzahlung preset a card is never "kostenlos" (UWG § 5): it has no annual fee, no more. */}
        {card.type === 'revolving' && noAnnualFee && <span className={`${badgeClass} bg-slate-100 text-slate-800`}>Ohne Jahresgebühr</span>}
        {card.sample && <span className={`${badgeClass} bg-amber-50 text-amber-900`}>Beispielkonditionen</span>}
      </p>
      <ul aria-label="Konditionen" className="mt-3 space-y-1 text-sm text-slate-700" data-card-conditions="">
        <li>{texts.annualFee}</li>
        <li>{texts.foreignCurrencyFee}</li>
        <li>{texts.cash}</li>
        <li>{texts.cashback}</li>
        {partner.amount_range && <li>Kreditrahmen: {partner.amount_range}</li>}
        <li>{texts.features}</li>
      </ul>
    </>
  );
});

/** A revolving card's credit: Sollzins and effective rate, how to pay in full instead, the example with the lender. */
const Teilzahlung = memo(function Teilzahlung({ partner, card }: { partner: Partner; card: CardConditions }) {
  const example = partner.representative_example;
  if (!example) return null;
  return (
    <div className="mt-4 space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-teilzahlung="">
      <p>
        <span className="font-semibold">Teilzahlung voreingestellt:</span> Sollzins {formatPercent(example.borrowing_rate)} p. a. ({example.borrowing_rate_type}),
        effektiver Jahreszins {formatPercent(example.effective_rate)}. Die Zinsen der Teilzahlung sind in den Kosten oben nicht enthalten.
      </p>
      {card.fullPaymentSwitch && (
        <p>
          <span className="font-semibold">Auf vollständige Zahlung umstellen:</span> {card.fullPaymentSwitch}
        </p>
      )}
      <RepresentativeExampleText partner={partner} />
    </div>
  );
});

/** One year's cost as a headline and as the sum of its four parts, so the visitor can check it. */
function YearCostLine({ year, cost }: { year: 'first' | 'later'; cost: YearCost }) {
  return (
    <div data-cost-year={year === 'first' ? '1' : '2'}>
      <p className="font-semibold text-slate-900">{yearCostText(year, cost.total)}</p>
      <p className="mt-0.5 text-xs text-slate-600">= {costBreakdownText(cost)}</p>
    </div>
  );
}

interface CardFiguresProps {
  partner: Partner;
  card: CardConditions;
  firstYear: YearCost;
  laterYears: YearCost;
}

/** A card's conditions and its cost for the visitor's inputs, in the words the comparison explains it with. */
export function CardFigures({ partner, card, firstYear, laterYears }: CardFiguresProps) {
  return (
    <div data-card-figures="">
      <CardConditionsList partner={partner} card={card} />
      <div className="mt-4 grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2" data-card-costs="">
        <YearCostLine year="first" cost={firstYear} />
        <YearCostLine year="later" cost={laterYears} />
      </div>
      {card.type === 'revolving' && <Teilzahlung partner={partner} card={card} />}
    </div>
  );
}
