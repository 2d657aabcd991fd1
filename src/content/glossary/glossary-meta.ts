/** Date of the last editorial review of the whole glossary (ISO), shown as 'Zuletzt aktualisiert'. */
export const GLOSSARY_LAST_UPDATED = '2025-10-19';

export const GLOSSARY_NAME = 'Finanzglossar';

export const GLOSSARY_DESCRIPTION =
  'Über 600 Begriffe rund um Kredit, Zinsen, Immobilien, Geldanlage, Rente, Wirtschaft und Steuern verständlich erklärt.';
