/** Publication and last revision date of every guide (ISO, shown as '19. Oktober 2025'). */
export const guideDates = {
  published: '2025-10-19',
  modified: '2025-10-19',
} as const;
