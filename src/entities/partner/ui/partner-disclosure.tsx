import { Link } from 'react-router-dom';
import { CreditWarning } from '@/components/credit-warning';
import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { FollowUpLink } from '@/components/ui/text-link';
import {
  commissionDisclosure,
  RANKING_NOTE_ID,
  RANKING_NOTE_TITLE,
  rankingNotes,
  statusInformationLink,
  type RankingNote as RankingNoteContent,
  type RankingNoteId,
} from '@/content/partners/disclosure';
import type { PartnerListId } from '@/entities/partner/api/lists';
import { AdLabel } from '@/entities/partner/ui/ad-label';

// Every list has its own note: a missing one fails the type check.
const notes: Record<PartnerListId | RankingNoteId, RankingNoteContent> = rankingNotes;

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * Above a list's first card: the demo notice, the ad mark with the commission disclosure and its
 * links ('So sortieren wir', and for credit the broker's status information), then for credit
 * offers the warning that credit costs money, so it stands with the offers (CCD2), not after them.
 */
export function PartnerDisclosure({ credit = true }: { credit?: boolean }) {
  return (
    <>
      <DemoNotice className="mb-3 rounded-lg">{demoTexts.partners}</DemoNotice>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-600" data-partner-disclosure="">
        <AdLabel />
        <span>{commissionDisclosure}</span>
        <a href={`#${RANKING_NOTE_ID}`} className={linkClass}>
          {RANKING_NOTE_TITLE}
        </a>
        {credit && (
          <Link to={statusInformationLink.href} className={linkClass}>
            {statusInformationLink.label}
          </Link>
        )}
      </p>
      {credit && <CreditWarning headingLevel="h3" className="mt-4" />}
    </>
  );
}

/** Ranking transparency (UWG § 5b): what really decides the order of this list, right after it. */
export function RankingNote({ list }: { list: RankingNoteId }) {
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
