import type { Author } from '@/config/operator-facts';

/** Authors for the guide components' tests: one with real credentials, one marked as sample. */
export const realAuthor: Author = {
  sample: false,
  id: 'anna-muster',
  name: 'Anna Muster',
  role: 'Redakteurin für Kredite',
  experience: '10 Jahre',
  specialization: 'Kredite',
  credentials: ['Bankkauffrau (IHK)'],
  imageSrc: null,
};

export const sampleAuthor: Author = { ...realAuthor, sample: true, id: 'erika-beispiel', name: 'Erika Beispiel', credentials: [] };
