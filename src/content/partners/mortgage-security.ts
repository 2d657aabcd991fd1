/** The notice inside every mortgage offer that the loan is secured by a Grundschuld (§ 17 Abs. 3 Nr. 5 PAngV). */
export const mortgageSecurityNotice = 'Das Darlehen wird durch eine Grundschuld auf die finanzierte Immobilie gesichert.';
