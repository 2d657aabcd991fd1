import { contentStats } from '@/content/content-stats.generated';

export const GLOSSARY_NAME = 'Finanzglossar';

export const GLOSSARY_DESCRIPTION =
  `${contentStats.glossaryTermCount} Begriffe rund um Kredit, Zinsen, Immobilien, Geldanlage, Rente, Wirtschaft und Steuern verständlich erklärt.`;
