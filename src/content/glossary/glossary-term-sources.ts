import { immobilienSources } from '@/content/glossary/sources/immobilien';
import { investmentSources } from '@/content/glossary/sources/investment';
import { kreditSources } from '@/content/glossary/sources/kredit';
import { renteSources } from '@/content/glossary/sources/rente';
import { steuernSources } from '@/content/glossary/sources/steuern';
import { wirtschaftSources } from '@/content/glossary/sources/wirtschaft';
import { zinsenSources } from '@/content/glossary/sources/zinsen';

/**
 * A source under 'Quellen': a specific official page (a statute section, a decree, a court
 * ruling, a page of BaFin, Bundesbank, Destatis, DRV, BMF or the EU), never a homepage. Without
 * `url` it is a calculation note ("Rechenregel: …") for terms that are pure arithmetic.
 */
export interface GlossarySourceLink {
  title: string;
  url?: string;
}

/**
 * Sources per term slug beyond the statutes its text cites (those are linked automatically) and
 * the dated facts it shows (declared in the seed's `facts`, attached automatically).
 */
export const glossaryTermSources: Readonly<Record<string, readonly GlossarySourceLink[]>> = {
  ...kreditSources,
  ...zinsenSources,
  ...immobilienSources,
  ...investmentSources,
  ...renteSources,
  ...wirtschaftSources,
  ...steuernSources,
};
