import { bannerExample, supportLinks } from '@/content/representative-example';
import { formatEuro, formatPercent } from '@/lib/format';

const externalLinkClass = 'font-semibold text-amber-950 underline underline-offset-2';

/** 'Achtung: Kredite kosten Geld!' with the representative example and where to get help. */
export function CreditWarning() {
  const example = bannerExample;
  return (
    <aside aria-labelledby="kreditwarnung-titel" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950">
      <h2 id="kreditwarnung-titel" className="text-lg font-bold">
        Achtung: Kredite kosten Geld!
      </h2>
      <p className="mt-2 text-sm">
        <strong>Repräsentatives Beispiel:</strong> Nettodarlehensbetrag {formatEuro(example.netLoanAmount)},{' '}
        {example.months} Monatsraten, effektiver Jahreszins {formatPercent(example.effectiveAnnualRate)} fest, monatliche
        Rate {formatEuro(example.monthlyPayment)}, zu zahlender Gesamtbetrag {formatEuro(example.totalPayable)}.
      </p>
      <p className="mt-2 text-sm">
        Nehmen Sie nur einen Kredit auf, dessen Raten Sie sicher tragen können. Werden Raten nicht gezahlt, drohen Mahnkosten,
        die Kündigung des Kredits und ein negativer Eintrag bei der SCHUFA oder anderen Auskunfteien, der künftige Kredite
        erschwert.
      </p>
      <p className="mt-2 text-sm">
        Hilfe bei Zahlungsschwierigkeiten bietet die{' '}
        <a href={supportLinks.debtCounselling.href} target="_blank" rel="noopener" className={externalLinkClass}>
          {supportLinks.debtCounselling.label}
        </a>
        . Informationen zur Aufsicht über Banken gibt die{' '}
        <a href={supportLinks.supervisor.href} target="_blank" rel="noopener" className={externalLinkClass}>
          {supportLinks.supervisor.label}
        </a>
        .
      </p>
    </aside>
  );
}
