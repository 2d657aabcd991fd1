import type { MarketCard, MarketTrend } from '@/content/guides/immobilienmarkt';

const trendLabel: Record<MarketTrend, { symbol: string; text: string }> = {
  steigend: { symbol: '↗', text: 'Tendenz steigend' },
  stabil: { symbol: '→', text: 'Tendenz stabil' },
  sinkend: { symbol: '↘', text: 'Tendenz sinkend' },
};

/** Demand, interest and supply at a glance. */
export function MarketCards({ cards }: { cards: readonly MarketCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {cards.map((card) => (
        <li key={card.titel} className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{card.titel}</h3>
          <p className="mt-2 text-3xl font-bold text-brand-700">{card.kennzahl}</p>
          <p className="mt-1 text-sm font-semibold text-slate-800">
            <span aria-hidden="true">{trendLabel[card.trend].symbol} </span>
            {trendLabel[card.trend].text}
          </p>
          <p className="mt-3 text-slate-700">{card.beschreibung}</p>
        </li>
      ))}
    </ul>
  );
}
