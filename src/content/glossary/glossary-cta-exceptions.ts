import type { GlossaryCtaTarget } from '@/content/glossary/glossary-ctas';

/**
 * Terms whose slug matches a call-to-action keyword (kredit, darlehen, schufa …) but where the
 * keyword's comparison page would be the wrong advice. `null` shows no call to action: warning,
 * regulatory and SCHUFA terms never advertise credit.
 */
export const glossaryCtaExceptions: Readonly<Record<string, GlossaryCtaTarget | null>> = {
  // Business financing: the business loan comparison, not consumer loans.
  avalkredit: 'unternehmenskredit',
  betriebsmittelkredit: 'unternehmenskredit',
  gruenderkredit: 'unternehmenskredit',
  investitionskredit: 'unternehmenskredit',
  kontokorrentkredit: 'unternehmenskredit',
  lieferantenkredit: 'unternehmenskredit',
  mikrokredit: 'unternehmenskredit',
  schuldscheindarlehen: 'unternehmenskredit',
  // Mortgages: the construction financing comparison.
  bauspardarlehen: 'baufinanzierung',
  'endfaelliges-darlehen': 'baufinanzierung',
  'forward-darlehen': 'baufinanzierung',
  'immobiliar-verbraucherdarlehen': 'baufinanzierung',
  tilgungsaussetzungsdarlehen: 'baufinanzierung',
  volltilgerdarlehen: 'baufinanzierung',
  // Debt traps and distress: advertising another loan here would deepen the problem.
  kettenkredit: null,
  minikredit: null,
  kreditkuendigung: null,
  // Regulation, supervision and credit bureaus: information, not a sales occasion.
  kreditinstitut: null,
  kreditwesengesetz: null,
  kreditauskunftei: null,
  verbraucherkreditrichtlinie: null,
  'europaeische-standardinformationen-fuer-verbraucherkredite': null,
  schufa: null,
  'schufa-auskunft': null,
  // Loans our partners do not offer (state, employer, private, pawn, insurance-backed).
  foerderkredit: null,
  arbeitgeberdarlehen: null,
  privatdarlehen: null,
  pfandkredit: null,
  policendarlehen: null,
  lombardkredit: null,
  studienkredit: null,
  abzahlungsdarlehen: null,
  kreditlinie: null,
};
