/** How many offers /ratenkredit/beste lists: the best-scored ones of the Ratenkredit evaluation. */
export const TOP_LIST_SIZE = 5;

/**
 * Content of /ratenkredit/beste. The heading names what the ranking rests on (our evaluation, of
 * the offers in our comparison), never an unqualified "die besten" (UWG § 5 Abs. 2 Nr. 1).
 */
export const bestePage = {
  title: `Die ${TOP_LIST_SIZE} bestbewerteten Ratenkredite in unserem Vergleich`,
  crumb: 'Bestbewertete Ratenkredite',
  intro: `Die ${TOP_LIST_SIZE} Ratenkredite unseres Vergleichs mit der höchsten Punktzahl in unserer Bewertung. Unser Vergleich umfasst nur Anbieter, von denen wir eine Provision erhalten, nicht den ganzen Markt. Nach welchen Kriterien wir bewerten und welche Punkte jedes Angebot erhalten hat, lesen Sie unter „So bewerten wir“.`,
  listTitle: `Unsere Top ${TOP_LIST_SIZE} im Überblick`,
  /** The label of every link to the page. */
  linkLabel: `Die ${TOP_LIST_SIZE} bestbewerteten Ratenkredite`,
} as const;
