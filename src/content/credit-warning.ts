/**
 * The warning every credit advert carries. Its title is the wording of the German text of
 * Directive (EU) 2023/2225 (CCD2), applicable from 20.11.2026; see docs/legal/ccd2.md for what is
 * verified about its German transposition. It is a warning only: the costs of a loan are shown by
 * the representative example (§ 17 PAngV) of each offer, right below its rate.
 */
export const creditWarning = {
  title: 'Achtung! Kreditaufnahme kostet Geld.',
  risk:
    'Nehmen Sie nur einen Kredit auf, dessen Raten Sie sicher tragen können. Werden Raten nicht gezahlt, drohen Mahnkosten, die Kündigung des Kredits und ein negativer Eintrag bei der SCHUFA oder anderen Auskunfteien, der künftige Kredite erschwert.',
  examples:
    'Was ein Kredit kostet, zeigt das repräsentative Beispiel mit Sollzins, effektivem Jahreszins und Gesamtbetrag, das bei jedem Angebot steht.',
} as const;

export const supportLinks = {
  debtCounselling: {
    label: 'Schuldnerberatung der Verbraucherzentralen',
    href: 'https://www.verbraucherzentrale.de/wissen/geld-versicherungen/kredit-schulden-insolvenz',
  },
  supervisor: {
    label: 'Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
    href: 'https://www.bafin.de/DE/Verbraucher/verbraucher_node.html',
  },
} as const;
