import type { GuideSource } from '@/content/guides/guide-types';
import { ExternalLink } from '@/components/ui/external-link';

/** The official sources a guide relies on, each opened in a new tab. */
export function SourceList({ sources }: { sources: readonly GuideSource[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 text-slate-700">
      {sources.map((source) => (
        <li key={source.href}>
          <ExternalLink href={source.href}>{source.label}</ExternalLink>
          {source.note && <span>: {source.note}</span>}
        </li>
      ))}
    </ul>
  );
}
