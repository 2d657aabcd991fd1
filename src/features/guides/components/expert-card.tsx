import type { GuideExpert } from '@/content/guides/guide-expert';

export function expertInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(Dr|Prof)\.$/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface ExpertCardProps {
  expert: GuideExpert;
  /** Heading level of the card title; h2 when the card stands as its own section. */
  headingLevel?: 'h2' | 'h3';
}

/** Who wrote or checked a guide: name, role, experience, focus and credentials. */
export function ExpertCard({ expert, headingLevel = 'h2' }: ExpertCardProps) {
  const Heading = headingLevel;
  const showImage = Boolean(expert.image && expert.imageSrc);
  return (
    <aside
      aria-label={`Expertenprofil: ${expert.name}`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex sm:gap-6"
    >
      {showImage ? (
        <img
          src={expert.imageSrc}
          alt={`Porträt von ${expert.name}`}
          width={96}
          height={96}
          loading="lazy"
          className="size-24 shrink-0 rounded-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
        >
          {expertInitials(expert.name)}
        </div>
      )}
      <div className="mt-4 sm:mt-0">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Experten-Check</p>
        <Heading className="mt-1 text-xl font-bold text-slate-900">{expert.name}</Heading>
        <p className="text-slate-700">{expert.title}</p>
        <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">Erfahrung</dt>
            <dd>{expert.experience}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Schwerpunkt</dt>
            <dd>{expert.specialization}</dd>
          </div>
        </dl>
        {expert.credentials.length > 0 && (
          <ul aria-label="Qualifikationen" className="mt-4 flex flex-wrap gap-2">
            {expert.credentials.map((credential) => (
              <li key={credential} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {credential}
              </li>
            ))}
          </ul>
        )}
        {expert.quote && (
          <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 text-slate-700 italic">„{expert.quote}“</blockquote>
        )}
        <p className="mt-4 text-xs text-slate-700">
          Hinweis: Ein beispielhaftes Expertenprofil mit fiktivem Namen. Die Inhalte dieses Ratgebers erstellt und prüft die
          Redaktion KreditSmart; sie ersetzen keine individuelle Steuer- oder Finanzberatung.
        </p>
      </div>
    </aside>
  );
}
