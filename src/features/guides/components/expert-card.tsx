import type { Author } from '@/config/operator-facts';
import { siteConfig } from '@/config/site';
import type { GuideAuthor } from '@/content/guides/guide-authors';

export function expertInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(Dr|Prof)\.$/.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The title of the section that holds the author card. */
export function authorSectionTitle(author: Author): string {
  return author.sample ? 'Autorenprofil (Beispiel)' : 'Autorenprofil';
}

interface ExpertCardProps extends GuideAuthor {
  /** Heading level of the card title; h2 when the card stands as its own section. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Who wrote a guide: name, role, experience, focus and credentials. A sample persona (an
 * invented person of the demo) is marked as such on the card itself.
 */
export function ExpertCard({ author, quote, headingLevel = 'h2' }: ExpertCardProps) {
  const Heading = headingLevel;
  return (
    <aside
      aria-label={`Autorenprofil: ${author.name}`}
      data-author-sample={author.sample ? 'true' : 'false'}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:flex sm:gap-6"
    >
      {author.imageSrc ? (
        <img
          src={author.imageSrc}
          alt={`Porträt von ${author.name}`}
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
          {expertInitials(author.name)}
        </div>
      )}
      <div className="mt-4 sm:mt-0">
        {author.sample ? (
          <p className="inline-block rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-400">
            Beispielprofil: fiktive Person
          </p>
        ) : (
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Autorenprofil</p>
        )}
        <Heading className="mt-1 text-xl font-bold text-slate-900">{author.name}</Heading>
        <p className="text-slate-700">{author.role}</p>
        <dl className="mt-4 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          <div>
            <dt className="font-semibold text-slate-900">Erfahrung</dt>
            <dd>{author.experience}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Schwerpunkt</dt>
            <dd>{author.specialization}</dd>
          </div>
        </dl>
        {author.credentials.length > 0 && (
          <ul aria-label="Qualifikationen" className="mt-4 flex flex-wrap gap-2">
            {author.credentials.map((credential) => (
              <li key={credential} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                {credential}
              </li>
            ))}
          </ul>
        )}
        {quote && <blockquote className="mt-4 border-l-4 border-brand-600 pl-4 text-slate-700 italic">„{quote}“</blockquote>}
        <p className="mt-4 text-xs text-slate-700">
          {author.sample
            ? `Dieses Profil zeigt, wie wir Autorinnen und Autoren vorstellen; die Person ist erfunden. Die Inhalte dieses Ratgebers erstellt und prüft die Redaktion ${siteConfig.name}. `
            : ''}
          Der Ratgeber ersetzt keine individuelle Steuer- oder Finanzberatung.
        </p>
      </div>
    </aside>
  );
}
