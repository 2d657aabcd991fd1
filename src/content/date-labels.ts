/** How the pages name their dates; /uber-uns quotes the same labels (content/about.ts). */
export const GUIDE_DATE_LABEL = 'Aktualisiert am';
export const GLOSSARY_DATE_LABEL = 'Zuletzt aktualisiert';
export const CONDITIONS_DATE_LABEL = 'Konditionen Stand';
