import type { GlossaryCategory } from '@/content/glossary/glossary-seed-types';
import type { GlossarySourceLink } from '@/content/glossary/glossary-template-types';

const source = {
  bafin: { title: 'BaFin – Bundesanstalt für Finanzdienstleistungsaufsicht', url: 'https://www.bafin.de/' },
  bundesbank: { title: 'Deutsche Bundesbank', url: 'https://www.bundesbank.de/' },
  ecb: { title: 'Europäische Zentralbank', url: 'https://www.ecb.europa.eu/' },
  verbraucherzentrale: { title: 'Verbraucherzentrale', url: 'https://www.verbraucherzentrale.de/' },
  bgb: { title: 'Bürgerliches Gesetzbuch (BGB) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/bgb/' },
  pangv: { title: 'Preisangabenverordnung (PAngV) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/pangv_2022/' },
  wphg: { title: 'Wertpapierhandelsgesetz (WpHG) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/wphg/' },
  sgb6: { title: 'Sozialgesetzbuch VI (Rentenversicherung) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/sgb_6/' },
  estg: { title: 'Einkommensteuergesetz (EStG) – Gesetze im Internet', url: 'https://www.gesetze-im-internet.de/estg/' },
  destatis: { title: 'Statistisches Bundesamt (Destatis)', url: 'https://www.destatis.de/' },
  drv: { title: 'Deutsche Rentenversicherung', url: 'https://www.deutsche-rentenversicherung.de/' },
  bmf: { title: 'Bundesministerium der Finanzen', url: 'https://www.bundesfinanzministerium.de/' },
  bzst: { title: 'Bundeszentralamt für Steuern', url: 'https://www.bzst.de/' },
  kfw: { title: 'KfW Bankengruppe', url: 'https://www.kfw.de/' },
} satisfies Record<string, GlossarySourceLink>;

/** Official sources per category: supervisors, central banks, statute texts, statistics offices. */
export const glossarySources: Record<GlossaryCategory, readonly GlossarySourceLink[]> = {
  kredit: [source.bafin, source.verbraucherzentrale, source.bgb, source.bundesbank],
  zinsen: [source.bundesbank, source.ecb, source.pangv, source.bafin],
  immobilien: [source.verbraucherzentrale, source.bgb, source.kfw, source.destatis],
  investment: [source.bafin, source.wphg, source.bundesbank, source.verbraucherzentrale],
  rente: [source.drv, source.sgb6, source.verbraucherzentrale, source.bafin],
  wirtschaft: [source.destatis, source.bundesbank, source.ecb, source.bmf],
  steuern: [source.bmf, source.estg, source.bzst, source.verbraucherzentrale],
};
