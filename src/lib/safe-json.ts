const unsafeCharacters: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for embedding in a <script> element (JSON-LD, dehydrated state). Escaping <, >, &
 * and the JS line separators means no value can close the element or start markup.
 */
export function serializeForScript(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafeCharacters[char] ?? char);
}
