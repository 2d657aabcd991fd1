import { Link } from 'react-router-dom';
import { DemoNotice, demoTexts } from '@/components/demo-notice';
import { commissionDisclosure, RANKING_NOTE_ID, rankingNote } from '@/content/partners/disclosure';
import { AdLabel } from '@/features/partners/components/ad-label';

/** The short commission disclosure above a list, with a jump link to 'So sortieren wir'. */
export function PartnerDisclosure() {
  return (
    <>
      <DemoNotice className="mb-3">{demoTexts.partners}</DemoNotice>
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-600" data-partner-disclosure="">
        <AdLabel />
        <span>{commissionDisclosure}</span>
        <a href={`#${RANKING_NOTE_ID}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {rankingNote.title}
        </a>
      </p>
    </>
  );
}

/** Ranking transparency (UWG § 5b): the main parameters of the order, right after the list. */
export function RankingNote() {
  return (
    <section
      id={RANKING_NOTE_ID}
      aria-labelledby={`${RANKING_NOTE_ID}-titel`}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700"
    >
      <h3 id={`${RANKING_NOTE_ID}-titel`} className="text-base font-semibold text-slate-900">
        {rankingNote.title}
      </h3>
      {rankingNote.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {paragraph}
        </p>
      ))}
      <p className="mt-2">
        <Link to={rankingNote.criteriaLink.href} className="font-semibold text-brand-700 underline underline-offset-2">
          {rankingNote.criteriaLink.label}
        </Link>
      </p>
    </section>
  );
}
