import { contentStats } from '@/content/content-stats.generated';
/** Date of the last editorial review of the whole glossary (ISO), shown as 'Zuletzt aktualisiert'. */
export const GLOSSARY_LAST_UPDATED = '2025-10-19';

export const GLOSSARY_NAME = 'Finanzglossar';

export const GLOSSARY_DESCRIPTION =
  `${contentStats.glossaryTermCount} Begriffe rund um Kredit, Zinsen, Immobilien, Geldanlage, Rente, Wirtschaft und Steuern verständlich erklärt.`;
