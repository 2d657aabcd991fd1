import { statuteLaws } from '@/content/glossary/glossary-statutes';

export const GESETZE_IM_INTERNET = 'https://www.gesetze-im-internet.de';

const SECTION = String.raw`\d+[a-z]?`;
/** What may stand between the section number and the law: Abs., Satz, Nr., ff., "und 85", "§ 3" after Art. … */
const QUALIFIER = String.raw`(?:\s?ff?\.|\s(?:Abs\.|Satz|S\.|Nr\.|Alt\.|Halbsatz|Buchst\.|Doppelbuchst\.)\s?[0-9a-z]+|\s(?:und|bis|sowie|oder)\s(?:§\s?)?${SECTION}|,\s?${SECTION}|\s§\s?${SECTION})`;
/**
 * A law: "SGB VI", a spelled-out name ("Zahlungskontengesetz", also after "der": "§ 34c der
 * Gewerbeordnung") or an abbreviation with two capitals ("BGB", "EStG", "InsO").
 */
const LAW = String.raw`SGB\s(?:XII|XI|IX|X|VIII|VII|VI|V|IV|III|II|I)\b|[A-ZÄÖÜ][A-Za-zäöüß-]*(?:gesetz|verordnung|gesetzbuch|ordnung)\b|[A-ZÄÖÜ][A-Za-zäöüß]*[A-ZÄÖÜ][A-Za-zäöüß]*\b`;

const citationPattern = () => new RegExp(String.raw`(§§?|Art\.)\s?(${SECTION})(${QUALIFIER}*)\s(?:(?:des|der|dem)\s)?(${LAW})`, 'gu');

export interface StatuteCitation {
  /** The citation as written, e.g. "§§ 491 ff. BGB". */
  text: string;
  /** Normalised name of the first cited section, e.g. "§ 491 BGB" or "Art. 247 § 3 EGBGB". */
  label: string;
  law: string;
  /** Deep link to the first cited section, or null when the law is not in the verified map. */
  url: string | null;
  lawTitle: string | null;
  index: number;
}

function resolve(unit: string, section: string, qualifiers: string, lawName: string) {
  const kind = unit.startsWith('§') ? '§' : 'Art.';
  const law = statuteLaws[lawName];
  const articleParagraph = kind === 'Art.' ? /^\s§\s?(\d+[a-z]?)/.exec(qualifiers)?.[1] : undefined;
  const label = `${kind} ${section}${articleParagraph ? ` § ${articleParagraph}` : ''} ${lawName}`;
  if (!law || law.unit !== kind) return { label, url: null, lawTitle: null };
  const file = kind === '§' ? `__${section}` : `art_${section}${articleParagraph ? `__${articleParagraph}` : ''}`;
  return { label, url: `${GESETZE_IM_INTERNET}/${law.folder}/${file}.html`, lawTitle: law.title };
}

/** Every statute citation in a text, in order of appearance. */
export function findStatuteCitations(text: string): StatuteCitation[] {
  return [...text.matchAll(citationPattern())].map((match) => {
    const [whole, unit, section, qualifiers, law] = match as unknown as [string, string, string, string, string];
    return { text: whole, law, index: match.index, ...resolve(unit, section, qualifiers, law) };
  });
}

export type CitationSegment = { text: string; citation?: undefined } | { text: string; citation: StatuteCitation & { url: string } };

/** The text cut into plain runs and linkable citations, so a component can render the links. */
export function splitAtStatuteCitations(text: string): CitationSegment[] {
  const segments: CitationSegment[] = [];
  let position = 0;
  for (const citation of findStatuteCitations(text)) {
    if (!citation.url) continue;
    if (citation.index > position) segments.push({ text: text.slice(position, citation.index) });
    segments.push({ text: citation.text, citation: { ...citation, url: citation.url } });
    position = citation.index + citation.text.length;
  }
  if (position < text.length) segments.push({ text: text.slice(position) });
  return segments;
}
