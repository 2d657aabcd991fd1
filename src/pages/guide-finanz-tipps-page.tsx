import { CtaBox } from '@/components/ui/cta-box';
import { Section } from '@/components/ui/section';
import {
  finanzTippsAuthor,
  finanzTippsFaqs,
  finanzTippsIntro,
  finanzTippsLinks,
  finanzTippsSources,
  savingTips,
  thirtyDayPlan,
} from '@/content/guides/finanz-tipps';
import { authorSectionTitle, ExpertCard } from '@/features/guides/components/expert-card';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { PlanTimeline } from '@/features/guides/components/plan-timeline';
import { RelatedLinks } from '@/features/guides/components/related-links';
import { SavingTipsBrowser } from '@/features/guides/components/saving-tips-browser';
import { SourceList } from '@/features/guides/components/source-list';
import { routePath } from '@/routes/manifest';

export default function GuideFinanzTippsPage() {
  return (
    <GuideFrame
      id="ratgeber-finanz-tipps"
      title={finanzTippsIntro.title}
      intro={finanzTippsIntro.lead}
      author={finanzTippsAuthor.author}
      faqs={finanzTippsFaqs}
      after={
        <>
          <Section id="quellen" title="Quellen und weiterführende Informationen">
            <SourceList sources={finanzTippsSources} />
          </Section>
          <CtaBox
            title="Das Gesparte richtig anlegen"
            text="Legen Sie Ihren Notgroschen verzinst an, oder lösen Sie einen teuren Dispo mit einem günstigen Ratenkredit ab."
            links={[
              { label: 'Sparkonten vergleichen', href: routePath('ratgeber-sparkonto') },
              { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit') },
            ]}
          />
        </>
      }
    >
      <Section id="tipps" title="Spartipps nach Bereich">
        <GuideProse paragraphs={finanzTippsIntro.paragraphs} />
        <div className="mt-8">
          <SavingTipsBrowser tips={savingTips} />
        </div>
      </Section>

      <Section
        id="plan"
        title="Ihr 30-Tage-Plan"
        lead="Vier Wochen, drei Aufgaben pro Woche: So setzen Sie die wirksamsten Tipps in einem Monat um."
        className="bg-slate-50"
      >
        <PlanTimeline phases={thirtyDayPlan} label="30-Tage-Plan für Ihre Finanzen" />
      </Section>

      <Section id="experte" title={authorSectionTitle(finanzTippsAuthor.author)}>
        <ExpertCard {...finanzTippsAuthor} headingLevel="h3" />
      </Section>

      <Section id="weiterlesen" title="Weiterlesen" className="bg-slate-50">
        <RelatedLinks links={finanzTippsLinks} />
      </Section>
    </GuideFrame>
  );
}
