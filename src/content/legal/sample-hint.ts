/** The visible note after an operator fact that is still a demo stand-in (`sample: true`). */
export function sampleHint(fact: { sample: boolean }): string {
  return fact.sample ? ' (Beispielangabe)' : '';
}
