import type { GlossaryCategory } from '@/content/glossary/glossary-seed-types';

/** German names of the glossary categories (kept apart from the templates so pages stay small). */
export const glossaryCategoryLabels: Record<GlossaryCategory, string> = {
  kredit: 'Kredit & Finanzierung',
  zinsen: 'Zinsen & Sparen',
  immobilien: 'Immobilien & Baufinanzierung',
  investment: 'Geldanlage & Investment',
  rente: 'Rente & Vorsorge',
  wirtschaft: 'Wirtschaft & Banken',
  steuern: 'Steuern',
};
