import { splitAtStatuteCitations } from '@/features/glossary/lib/statute-citations';

/** Text with every recognised statute citation linked to its section on gesetze-im-internet.de. */
export function StatuteLinkedText({ text }: { text: string }) {
  return splitAtStatuteCitations(text).map((segment, index) =>
    segment.citation ? (
      <a
        key={index}
        href={segment.citation.url}
        target="_blank"
        rel="noopener noreferrer"
        title={`${segment.citation.label} (${segment.citation.lawTitle})`}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {segment.text}
        <span className="sr-only"> (öffnet in neuem Tab)</span>
      </a>
    ) : (
      segment.text
    ),
  );
}
