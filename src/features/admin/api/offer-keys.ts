/** Query keys of the console's offers: the sign-out drops them all, a save refreshes list and history. */
export const offerKeys = {
  all: ['admin-offers'] as const,
  list: () => [...offerKeys.all, 'list'] as const,
  history: (partnerId: string) => [...offerKeys.all, 'history', partnerId] as const,
};

/** Query key of the admin-only rebuild function's status. */
export const rebuildKeys = { status: ['admin-rebuild-status'] as const };
