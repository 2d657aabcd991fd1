import { describe, expect, it } from 'vitest';
import { operatorFacts } from '@/config/operator-facts';
import { consentBanner } from '@/content/legal/consent-banner';
import { cookieCategorySections, cookieControlSections, storageEntries } from '@/content/legal/cookies';
import { controller, datenschutzSections } from '@/content/legal/datenschutz';
import type { LegalSection, LegalText } from '@/content/legal/legal-section';
import { ANALYTICS_EVENT_RETENTION_MONTHS } from '@/content/legal/analytics-facts';
import { CLICK_RECORD_RETENTION_MONTHS } from '@/content/legal/click-record-facts';
import { privacyTextsStand } from '@/content/legal/privacy-updated';
import { CONSENT_STORAGE_KEY, OPERATOR_SESSION_STORAGE_KEY } from '@/config/storage-keys';

function textOf(block: LegalText & { title?: string }): string[] {
  return [block.title ?? '', ...(block.paragraphs ?? []), ...(block.items ?? []), ...(block.closing ?? []), ...(block.links ?? []).map((link) => link.label)];
}

function allText(sections: readonly LegalSection[]): string {
  return sections.flatMap((section) => [...textOf(section), ...(section.subsections ?? []).flatMap(textOf)]).join('\n');
}

const { hosting, backend, affiliateNetwork, analytics } = operatorFacts;
const variants = [true, false] as const;
const privacy = (analyticsEnabled: boolean) => allText(datenschutzSections(analyticsEnabled));
const cookies = (analyticsEnabled: boolean) =>
  allText([...cookieCategorySections(analyticsEnabled), ...cookieControlSections(analyticsEnabled)]) +
  storageEntries(analyticsEnabled).map((entry) => `${entry.provider} ${entry.purpose}`).join('\n');

describe.each(variants)('privacy notice and cookie policy (analytics configured: %s)', (analyticsEnabled) => {
  it('name the host, the backend and the affiliate network, each with its sample note while it is one', () => {
    for (const provider of [hosting, backend, affiliateNetwork]) {
      const text = privacy(analyticsEnabled);
      const line = `${provider.name}, ${provider.address}`;
      expect(text).toContain(line);
      const shown = text.slice(text.indexOf(line), text.indexOf(line) + line.length + ' (Beispielangabe)'.length);
      if (provider.sample) expect(shown).toContain('(Beispiel');
    }
  });

  it('name Google, its cookies, their 24-month retention and the US transfer only when analytics is configured', () => {
    const texts = [privacy(analyticsEnabled), cookies(analyticsEnabled)];
    for (const text of texts) {
      if (analyticsEnabled) {
        expect(text).toContain(analytics.name);
        expect(text).toContain('„_ga“');
        expect(text).toMatch(/24 Monate/);
        expect(text).toContain(analytics.transferBasis!);
      } else {
        expect(text).not.toContain(analytics.name);
        expect(text).not.toContain('_ga');
      }
    }
  });

  it('explain the click_id as a random, per-click, pseudonymous identifier', () => {
    const text = privacy(analyticsEnabled);
    expect(text).toContain('click_id');
    expect(text).toMatch(/Zufallskennung, die Ihr Browser bei jedem Klick neu erzeugt/);
    expect(text).toMatch(/keiner Person zuordnen/);
    expect(text).toMatch(/Cookies auf seiner eigenen Domain/);
    expect(text).toMatch(/pseudonymes Datum/);
  });

  it('say what a click record holds, what it leaves out, why, on which basis and for how long', () => {
    const text = privacy(analyticsEnabled);
    for (const stored of ['zufällige Klick-Kennung (click_id)', 'den Partner', 'das Produkt', 'den Pfad der Seite', 'den Zeitpunkt des Klicks']) expect(text).toContain(stored);
    for (const notStored of ['IP-Adresse', 'User-Agent', 'Referrer', 'Nutzer- oder Gerätekennung']) expect(text).toContain(notStored);
    // What the browser sends and that no consent is asked: stated as facts (docs/legal/click-beacon.md has the § 25 TDDDG reasoning).
    expect(text).toMatch(/Die Meldung setzt unsere Seite beim Klick aus Angaben zusammen, die sie selbst enthält \(Partner, Produkt und Pfad der Seite\)/);
    expect(text).toMatch(/keine dort gespeicherten Informationen wie Cookies oder Einträge im Browserspeicher ausgelesen/);
    expect(text).toContain('Eine Einwilligung holen wir für diese Meldung nicht ein.');
    expect(text).toMatch(/Abrechnung unserer Provisionen/);
    expect(text).toMatch(/Art\. 6 Abs\. 1 lit\. f DSGVO\)\.\n?/);
    expect(text).toContain(`nach ${CLICK_RECORD_RETENTION_MONTHS} Monaten`);
    expect(text).toMatch(/handels- und steuerrechtliche Aufbewahrungspflichten/);
  });

  it('claim of the click record neither that nothing is read nor that § 25 TDDDG rules out consent (EDPB Guidelines 2/2023)', () => {
    for (const text of [privacy(analyticsEnabled), cookies(analyticsEnabled)]) {
      expect(text).not.toMatch(/nichts ausgelesen|abzulegen oder auszulesen/);
      expect(text).not.toMatch(/Einwilligung nach § 25 TDDDG ist deshalb nicht erforderlich/);
    }
  });

  it('name the operator console session as strictly necessary, for operators only', () => {
    const text = privacy(analyticsEnabled);
    expect(text).toContain(`„${OPERATOR_SESSION_STORAGE_KEY}“`);
    expect(text).toMatch(/nur für unsere Administratorinnen und Administratoren/);
    expect(text).toMatch(/unbedingt erforderlich \(§ 25 Abs\. 2 Nr\. 2 TDDDG\)/);
  });

  it('call nothing anonymous and mention no Marketing category or click record', () => {
    for (const text of [privacy(analyticsEnabled), cookies(analyticsEnabled)]) {
      expect(text).not.toMatch(/anonyme|anonymisiert/i);
      expect(text).not.toMatch(/Marketing|ks-affiliate-session/);
    }
  });

  it('show one Stand date on both pages', () => {
    expect(privacyTextsStand()).toBe('November 2026');
    expect(privacy(analyticsEnabled)).toContain('Stand: November 2026.');
    expect(cookies(analyticsEnabled)).toContain('Stand: November 2026.');
  });
});

describe('Google Analytics 4 (Art. 13 Abs. 1 lit. a, Abs. 2 lit. a DSGVO)', () => {
  it('states how long the event data are kept, on both pages, from the one configured value', () => {
    expect([2, 14]).toContain(ANALYTICS_EVENT_RETENTION_MONTHS);
    expect(privacy(true)).toContain(`${ANALYTICS_EVENT_RETENTION_MONTHS} Monate lang; danach werden sie automatisch gelöscht`);
    expect(cookies(true)).toContain(`Ereignisdaten löscht ${analytics.name} nach ${ANALYTICS_EVENT_RETENTION_MONTHS} Monaten`);
  });

  it('names the operator as controller and Google as processor, never Google as responsible for its cookies', () => {
    for (const text of [privacy(true), cookies(true)]) {
      expect(text).toMatch(/Verantwortlich für diese (?:Reichweitenmessung|Cookies und die Reichweitenmessung) sind wir/);
      expect(text).toContain(`${analytics.name} verarbeitet die Daten als unser Auftragsverarbeiter (Art. 28 DSGVO)`);
    }
    const thirdParty = cookieControlSections(true).find((section) => section.id === 'drittanbieter-cookies')!;
    expect(thirdParty.subsections?.map((subsection) => subsection.title)).not.toContain('Reichweitenmessung');
    expect(allText([thirdParty])).toMatch(/„_ga“ und „_ga_<Kennung>“ der Reichweitenmessung: Sie liegen auf unserer Domain, verantwortlich sind wir/);
  });
});

describe('storage entries', () => {
  it('list exactly the stored choice and the GA cookies with analytics, and nothing without', () => {
    expect(storageEntries(true).map((entry) => [entry.name, entry.storage, entry.category])).toEqual([
      [CONSENT_STORAGE_KEY, 'localStorage', 'Notwendig'],
      ['_ga', 'Cookie', 'Statistik'],
      ['_ga_<Kennung>', 'Cookie', 'Statistik'],
    ]);
    expect(storageEntries(false)).toEqual([]);
  });
});

describe('controller', () => {
  it('comes from the operator facts, marked while it is a sample', () => {
    expect(controller.addressLines[0]).toBe(`${operatorFacts.identity.company}${operatorFacts.identity.sample ? ' (Beispielangabe)' : ''}`);
    expect(controller.email).toBe(operatorFacts.identity.email);
  });
});

describe('consent banner', () => {
  it('names the purpose of each category and Google on the first layer, pseudonym, never anonym', () => {
    const firstLayer = consentBanner.firstLayer.map(({ category, purpose }) => `${category}: ${purpose}`);
    expect(firstLayer).toEqual([
      'Notwendig: Wir speichern nur Ihre Auswahl.',
      expect.stringMatching(new RegExp(`^Statistik \\(optional\\): pseudonyme Reichweitenmessung mit Cookies durch ${analytics.name}`)),
    ]);
    expect(JSON.stringify(consentBanner)).not.toMatch(/anonym/i);
  });
});
