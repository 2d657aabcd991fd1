/** Parses XML with the DOM's strict XML parser and fails on any well-formedness error. */
export function parseXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XML is not well-formed: ${error.textContent ?? ''}`);
  return document;
}

export function textsOf(document: Document, tag: string): string[] {
  return Array.from(document.getElementsByTagName(tag), (element) => element.textContent ?? '');
}
