import { Section } from '@/components/ui/section';
import {
  autoKostenAuthor,
  autoKostenFaqs,
  autoKostenIntro,
  autoKostenLinks,
  autoKostenSources,
  carAlternatives,
  carCostReference,
  costCategories,
  costExplained,
  electricCarAssumptions,
  electricCarNotes,
  electricCars,
} from '@/content/guides/auto-kosten';
import { CarAlternativeCards } from '@/features/guides/components/car-alternative-cards';
import { CarCostOverview } from '@/features/guides/components/car-cost-overview';
import { ElectricCarTable } from '@/features/guides/components/electric-car-table';
import { GuideFrame, GuideProse } from '@/features/guides/components/guide-frame';
import { formatEuroWhole } from '@/lib/format';
import { routePath } from '@/routes/manifest';

export default function GuideAutoKostenPage() {
  return (
    <GuideFrame
      id="ratgeber-auto-kosten"
      title={autoKostenIntro.title}
      intro={autoKostenIntro.lead}
      author={autoKostenAuthor}
      faqs={autoKostenFaqs}
      closing={{ related: autoKostenLinks, tinted: 'author' }}
      sources={autoKostenSources}
      cta={{
        title: 'Auto finanzieren, aber günstig',
        text: 'Ein zweckgebundener Ratenkredit ist oft günstiger als die Finanzierung beim Händler. Vergleichen Sie den effektiven Jahreszins.',
        links: [{ label: 'Ratenkredite vergleichen', href: routePath('ratenkredit') }],
      }}
    >
      <Section
        id="kosten"
        title="Fixe und variable Kosten pro Jahr"
        lead="Die Spannen gelten für einen typischen Pkw vom gebrauchten Kleinwagen bis zum neuen Mittelklassewagen bei 12.000 bis 15.000 km im Jahr. Es sind redaktionelle Schätzwerte (Stand: Oktober 2025), keine amtliche Statistik."
      >
        <CarCostOverview categories={costCategories} />
      </Section>

      {costExplained.map((section, index) => (
        <Section key={section.id} id={section.id} title={section.title} className={index === 0 ? 'bg-slate-50' : undefined}>
          <GuideProse paragraphs={section.paragraphs} />
        </Section>
      ))}

      <Section
        id="alternativen"
        title="Alternativen zum eigenen Auto"
        lead={`Nicht jeder braucht ein eigenes Auto. Die Ersparnis ist gegenüber einem Auto am unteren Ende der Kostenspanne (${formatEuroWhole(carCostReference.yearly)} im Jahr) gerechnet; wer heute ein teureres Auto fährt, spart entsprechend mehr.`}
        className="bg-slate-50"
      >
        <CarAlternativeCards alternatives={carAlternatives} />
      </Section>

      <Section
        id="elektroautos"
        title="Drei Elektroautos im Kostenvergleich"
        lead="Elektroautos kosten in der Anschaffung mehr, sind im Unterhalt aber oft günstiger. So sehen die Gesamtkosten für drei typische Fahrzeugklassen aus (redaktionelle Beispielrechnung, Stand: Oktober 2025)."
      >
        <ElectricCarTable cars={electricCars} {...electricCarAssumptions} />
        <ul className="mt-8 max-w-3xl list-disc space-y-3 pl-5 text-slate-700">
          {electricCarNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>
    </GuideFrame>
  );
}
