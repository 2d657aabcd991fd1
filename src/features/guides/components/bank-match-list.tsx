import type { BankMatch } from '@/content/guides/banken-vergleich';

/** Which bank types fit which kind of customer. */
export function BankMatchList({ matches }: { matches: readonly BankMatch[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      {matches.map((match) => (
        <li key={match.profil} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-bold text-slate-900">{match.profil}</h3>
          <p className="mt-2 text-sm font-semibold text-brand-700">{match.banken.join(' oder ')}</p>
          <p className="mt-2 text-sm text-slate-700">{match.begruendung}</p>
        </li>
      ))}
    </ul>
  );
}
