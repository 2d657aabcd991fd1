/** Where the build writes the glossary's static JSON files; the client fetches them from here. */
const GLOSSARY_DATA_PATH = '/data/glossar';

export const GLOSSARY_INDEX_URL = `${GLOSSARY_DATA_PATH}/_index.json`;

export function glossaryTermDataUrl(slug: string): string {
  return `${GLOSSARY_DATA_PATH}/${slug}.json`;
}
