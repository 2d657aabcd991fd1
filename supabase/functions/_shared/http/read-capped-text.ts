/**
 * The body as text, or null when it is larger than maxBytes, as declared or as actually sent.
 * The cap keeps oversized bodies from being read or parsed at all.
 */
export async function readCappedText(req: Request, maxBytes: number): Promise<string | null> {
  const declared = req.headers.get('Content-Length');
  if (declared !== null && !(/^\d{1,10}$/.test(declared) && Number(declared) <= maxBytes)) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text + decoder.decode();
}
