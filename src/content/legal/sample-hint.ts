/**
 * The text with a visible "(Beispielangabe)" while the operator fact behind it is still a demo
 * stand-in (`sample: true`); a text that already says "(Beispiel…)" is not marked twice.
 */
export function withSampleHint(text: string, fact: { sample: boolean }): string {
  return fact.sample && !text.includes('(Beispiel') ? `${text} (Beispielangabe)` : text;
}
