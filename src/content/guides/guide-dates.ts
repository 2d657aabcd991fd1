/** Publication and last revision date of every guide (ISO, shown as '19. Oktober 2025'). */
export const guideDates = {
  published: '2025-10-19',
  // All 11 guides were reviewed on 23 Nov 2026; ten changed (2026 facts, corrections).
  modified: '2026-11-24',
} as const;
