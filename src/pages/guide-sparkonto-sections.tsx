import { Section } from '@/components/ui/section';
import { reviewsDisclosure, reviewsSection, saverTypes, savingsReviews, sparkontoBasics } from '@/content/guides/sparkonto-background';
import { GuideProse } from '@/features/guides/components/guide-frame';
import { ReviewList } from '@/features/guides/components/review-list';
import { SaverTypeCards } from '@/features/guides/components/saver-type-cards';
import { FixedTermTable } from '@/features/savings-comparison/components/fixed-term-table';

/*
 * The parts of /ratgeber/sparkonto below the comparison. The page loads this module when their
 * turn to hydrate comes (guide-sparkonto-page.tsx); until then they are the prerendered HTML.
 */

export function SparkontoBasics() {
  return sparkontoBasics.map((section, index) => (
    <Section key={section.id} id={section.id} title={section.title} className={index % 2 === 0 ? 'bg-slate-50' : undefined}>
      <GuideProse paragraphs={section.paragraphs} />
    </Section>
  ));
}

export function FixedTermSection() {
  return (
    <Section id="festgeld" title="Festgeld nach Laufzeit" lead="Die Zinssätze aller Festgeldangebote unseres Vergleichs für jede Laufzeit, die sie anbieten.">
      <FixedTermTable />
    </Section>
  );
}

export function ReviewsSection() {
  return (
    <Section id="erfahrungen" {...reviewsSection(savingsReviews)} className="bg-slate-50">
      <ReviewList reviews={savingsReviews} disclosure={reviewsDisclosure} />
    </Section>
  );
}

export function SaverTypesSection() {
  return (
    <Section
      id="sparertypen"
      title="Welches Sparkonto passt zu Ihnen?"
      lead="Nicht jedes Konto passt zu jedem Ziel. Finden Sie Ihren Sparertyp und die passende Lösung."
    >
      <SaverTypeCards types={saverTypes} />
    </Section>
  );
}
