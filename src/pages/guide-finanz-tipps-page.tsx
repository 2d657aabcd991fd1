import { routePath } from '@/routes/manifest';
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
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { PlanTimeline } from '@/features/guides/components/plan-timeline';
import { SavingTipsBrowser } from '@/features/guides/components/saving-tips-browser';

export default function GuideFinanzTippsPage() {
  return (
    <GuideFrame
      id="ratgeber-finanz-tipps"
      title={finanzTippsIntro.title}
      intro={finanzTippsIntro.lead}
      author={finanzTippsAuthor}
      faqs={finanzTippsFaqs}
      closing={{ related: finanzTippsLinks, tinted: 'related' }}
      sources={finanzTippsSources}
      sourcesTitle="Quellen und weiterführende Informationen"
      cta={{
        title: 'Das Gesparte richtig anlegen',
        text: 'Legen Sie Ihren Notgroschen verzinst an, oder lösen Sie einen teuren Dispo mit einem günstigen Ratenkredit ab.',
        links: [
          { label: 'Sparkonten vergleichen', href: routePath('ratgeber-sparkonto') },
          { label: 'Ratenkredit vergleichen', href: routePath('ratenkredit') },
        ],
      }}
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
    </GuideFrame>
  );
}
