import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { FollowUpLink } from '@/components/ui/text-link';
import { commissionDisclosure, RANKING_NOTE_ID, RANKING_NOTE_TITLE, rankingNotes, type RankingNote as RankingNoteContent } from '@/content/partners/disclosure';
import type { PartnerListId } from '@/entities/partner/api/lists';
import { AdLabel } from '@/entities/partner/ui/ad-label';

// Every list has its own note: a missing one fails the type check.
const notes: Record<PartnerListId, RankingNoteContent> = rankingNotes;

/** The short commission disclosure above a list, with a jump link to 'So sortieren wir'. */
export function PartnerDisclosure() {
  return (
    <>
      <DemoNotice className="mb-3 rounded-lg">{demoTexts.partners}</DemoNotice>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-600" data-partner-disclosure="">
        <AdLabel />
        <span>{commissionDisclosure}</span>
        <a href={`#${RANKING_NOTE_ID}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {RANKING_NOTE_TITLE}
        </a>
      </p>
    </>
  );
}

/** Ranking transparency (UWG § 5b): what really decides the order of this list, right after it. */
export function RankingNote({ list }: { list: PartnerListId }) {
  const note = notes[list];
  return (
    <section
      id={RANKING_NOTE_ID}
      aria-labelledby={`${RANKING_NOTE_ID}-titel`}
      data-ranking-note={list}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h3 id={`${RANKING_NOTE_ID}-titel`} className="text-base font-semibold text-slate-900">
        {RANKING_NOTE_TITLE}
      </h3>
      {note.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph}
        </p>
      ))}
      {note.criteriaLink && <FollowUpLink link={note.criteriaLink} />}
    </section>
  );
}
