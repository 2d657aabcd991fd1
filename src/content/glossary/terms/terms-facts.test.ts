import { describe, expect, it } from 'vitest';
import { allFacts, factText, type FactId } from '@/content/facts/facts';
import { glossaryParagraphs } from '@/content/glossary/glossary-paragraphs';
import { immobilienTerms } from '@/content/glossary/terms/immobilien';
import { investmentTerms } from '@/content/glossary/terms/investment';
import { kreditTerms } from '@/content/glossary/terms/kredit';
import { renteTerms } from '@/content/glossary/terms/rente';
import { steuernTerms } from '@/content/glossary/terms/steuern';
import { wirtschaftTerms } from '@/content/glossary/terms/wirtschaft';
import { zinsenTerms } from '@/content/glossary/terms/zinsen';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const allTerms = [...immobilienTerms, ...investmentTerms, ...kreditTerms, ...renteTerms, ...steuernTerms, ...wirtschaftTerms, ...zinsenTerms];
const textOf = (term: string) => {
  const seed = allTerms.find((entry) => entry.term === term);
  if (!seed) throw new Error(`no term ${term}`);
  return plain([seed.shortDefinition, seed.details, seed.example].join(' '));
};

describe('glossary figures read from the dated facts', () => {
  it('states the current Rentenwert and computes the Standardrente from it', () => {
    expect(textOf('Aktueller Rentenwert')).toContain(`seit dem 1. Juli 2026 beträgt er ${plain(factText('rentenwert'))}`);
    expect(textOf('Standardrente')).toContain('45 × 42,52 € = 1.913,40 €');
  });

  it('applies the Entfernungspauschale from the first kilometre', () => {
    expect(textOf('Entfernungspauschale')).toContain('ab dem ersten Kilometer 0,38 € je Entfernungskilometer');
    expect(textOf('Entfernungspauschale')).toContain('30 × 0,38 € = 11,40 € pro Tag');
  });

  it('no longer states superseded 2025 values as current', () => {
    const superseded = ['40,79 € Monatsrente', '96.600 €', '8.050 €', '50.493 €', '7.728 €', '3.864 €', '103,42 €', '1.497,30 €', '19.661,25 €', '11.235 €', '187,25 €', '1.076,86 €', '29.344 €', '12,82 €', '556 €', '1.555 €', '1.560 €', '68.481 €', '19.950 €', '6.672 €', '255 €', 'Steuerfreibetrag von 840 €', 'Steuerfreibetrag von 3.000 €', 'Basisscore von 97,5 %', 'bis Mitte 2026', '20 Länder'];
    // Found in the audit of 27 Nov 2026: 2025 values and tariff examples presented as current.
    const supersededAudit = ['212,75 €', '36,38 €', '17,1 %', '1,91 Punkte', 'nur 149 €', 'die 1.000 € oberhalb', '7.320 €', '7.706 €', '10.691 €', '14.415 €', '8.606 €', '5.809 €', '14.640 €', '16.855 €', '19.568 €', '2.713 €', '16,8638 %', '4.303 €', '5.059 €', '115.753 €', '115.088 €', '22.688 €', '1.639 €', '136.962 €', 'die 11.520 € oberhalb', 'Für 2025 beträgt der Basiszins', '177,10 €', '123,97 €', '8,55 %', '128,25 €', '1.317,75 €', 'beträgt 2025 3,6 %', '(2025) 45 %', 'der 2025 ab einem zu versteuernden Einkommen', 'Kreditvermittler nimmt die Finanzaufsicht BaFin'];
    const text = [...allTerms.map((seed) => plain([seed.shortDefinition, seed.details, seed.example].join(' '))), ...glossaryParagraphs.map((paragraph) => paragraph.text)].join('\n');
    for (const old of supersededAudit) expect(text, old).not.toContain(old);
    for (const old of superseded) expect(text, old).not.toContain(old);
  });

  it('keeps the statements corrected after the audit of 27 Nov 2026', () => {
    expect(textOf('Doppelverbeitragung')).toContain('400 € − 197,75 € = 202,25 €');
    expect(textOf('Doppelverbeitragung')).toContain('ergibt das 35,39 €');
    expect(textOf('Grundfreibetrag')).toContain('Bei 13.096 € fielen nur 109 € an, weil lediglich die 748 €');
    expect(textOf('Einkommensteuer')).toContain('7.209 €');
    expect(textOf('Spitzensteuersatz')).toContain('22.464 €');
    expect(textOf('Steuerprogression')).toContain('22.464 €');
    expect(textOf('Entgeltpunkte')).toContain('rund 1,95 Punkte');
    expect(textOf('Vorabpauschale')).toContain('beträgt der Basiszins 3,20 %');
    expect(textOf('Negativmerkmal')).toContain('innerhalb von 100 Tagen');
    expect(textOf('Negativmerkmal')).toContain('Schuldnerverzeichnis');
    expect(textOf('Restschuldversicherung')).toContain('frühestens eine Woche');
    expect(textOf('Restschuldversicherung')).toContain('§ 50a VAG');
    expect(textOf('Beitragsbemessungsgrenze')).toContain('69.750 €');
    expect(textOf('Kindergeld')).toContain('§ 66 EStG');
    expect(textOf('Vorfälligkeitsentschädigung')).toContain('§ 502 Abs. 3 BGB');
    expect(glossaryParagraphs.find((paragraph) => paragraph.id === 'schlichtung')?.text).toContain('Gewerbeamt');
  });

  it('keeps the statements corrected in the review of 23 Nov 2026', () => {
    expect(textOf('Altersrente für besonders langjährig Versicherte')).toContain('Regelaltersgrenze von 66 Jahren und 6 Monaten');
    expect(textOf('Berücksichtigungszeiten')).toContain('von der Geburt des ersten Kindes');
    expect(textOf('Indexmiete')).toContain('Textform');
    expect(textOf('Steuerprogression')).toContain('zwei linearen Zonen');
  });
});

describe('facts declared by glossary terms', () => {
  // Three significant digits (1.230 €, 18,6 %) tell that a text shows this fact; round values do not.
  const significant = (text: string) => text.replace(/\D/g, '').replace(/^0+|0+$/g, '').length;
  const distinctive = allFacts.filter((entry) => significant(factText(entry.id as FactId)) >= 3);

  // Texts whose figure merely equals a fact's value: the Umschuldung example's 1.230 € are interest.
  const coincidences: Record<string, readonly FactId[]> = { Umschuldung: ['arbeitnehmer-pauschbetrag'] };

  it('lists every dated fact whose value the text shows, so its source is attached', () => {
    for (const seed of allTerms) {
      const text = plain([seed.shortDefinition, seed.details, seed.example].join(' '));
      for (const entry of distinctive) {
        if (coincidences[seed.term]?.includes(entry.id as FactId)) continue;
        if (text.includes(plain(factText(entry.id as FactId)))) expect(seed.facts ?? [], `${seed.term}: ${entry.id}`).toContain(entry.id);
      }
    }
  });

  it('lists each fact once', () => {
    for (const seed of allTerms) expect(new Set(seed.facts ?? []).size, seed.term).toBe((seed.facts ?? []).length);
  });
});
