import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A real module of a folder (the resolver only resolves files that exist), without its extension. */
function moduleIn(folder: string): string {
  const file = readdirSync(path.join(root, folder)).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  if (!file) throw new Error(`no module in ${folder}`);
  return `${folder}/${file.replace(/\.tsx?$/, '')}`;
}

const glossaryModule = moduleIn('src/features/glossary/lib');
const guidesModule = moduleIn('src/features/guides/components');
const uiModule = moduleIn('src/components/ui');
const alias = (module: string) => module.replace(/^src\//, '@/');

let eslint: ESLint;

/** The messages of the layer rules for a sample source placed at `filePath`. */
async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message);
}

describe('layer rules in eslint.config.js', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('rejects a component importing a feature', async () => {
    const messages = await layerMessages('src/components/ui/sample.tsx', `export { x } from '${alias(glossaryModule)}';\n`);
    expect(messages).toEqual([expect.stringContaining('type "components" to elements of type "feature"')]);
  });

  it('rejects a feature importing another feature, statically and with import()', async () => {
    const code = `import { x } from '${alias(glossaryModule)}';\nexport const load = () => import('${alias(glossaryModule)}');\nexport { x };\n`;
    const messages = await layerMessages('src/features/guides/components/sample.tsx', code);
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toMatch(/feature="guides" to elements of type "feature" and captured values: feature="glossary"/);
  });

  it('lets a feature import its own modules and the layers below', async () => {
    const code = `import { a } from '${alias(guidesModule)}';\nimport { b } from '${alias(uiModule)}';\nexport { a, b };\n`;
    expect(await layerMessages('src/features/guides/lib/sample.ts', code)).toEqual([]);
  });

  it('rejects content importing components, even a type', async () => {
    const messages = await layerMessages('src/content/sample.ts', `import type { X } from '${alias(uiModule)}';\nexport type Y = X;\n`);
    expect(messages).toEqual([expect.stringContaining('type "content" to elements of type "components"')]);
  });

  it('follows relative paths that climb into a feature', async () => {
    const code = `export { x } from '../../${glossaryModule.replace(/^src\//, '')}';\n`;
    const messages = await layerMessages('src/components/ui/sample.tsx', code);
    expect(messages).toEqual([expect.stringContaining('type "components" to elements of type "feature"')]);
  });

  it('lets a page import features', async () => {
    const code = `import { a } from '${alias(glossaryModule)}';\nimport { b } from '${alias(guidesModule)}';\nexport { a, b };\n`;
    expect(await layerMessages('src/pages/sample-page.tsx', code)).toEqual([]);
  });

  it('keeps routes to data: package types yes, package code no', async () => {
    expect(await layerMessages('src/routes/sample.ts', `import type { ComponentType } from 'react';\nexport type C = ComponentType;\n`)).toEqual([]);
    const messages = await layerMessages('src/routes/sample.ts', `import { matchPath } from 'react-router-dom';\nexport { matchPath };\n`);
    expect(messages).toEqual([expect.stringContaining('type "routes" to entities of module with origin "external"')]);
  });

  it('lets a feature import an entity, and rejects an entity importing a feature', async () => {
    const entityModule = moduleIn('src/entities/partner/ui');
    expect(await layerMessages('src/features/guides/lib/sample.ts', `export { x } from '${alias(entityModule)}';\n`)).toEqual([]);
    const messages = await layerMessages('src/entities/partner/ui/sample.tsx', `export { x } from '${alias(glossaryModule)}';\n`);
    expect(messages).toEqual([expect.stringMatching(/type "entities" .*to elements of type "feature"/)]);
  });

  it('rejects a file in a folder of src that is no layer', async () => {
    const messages = await layerMessages('src/widgets/sample.ts', `export const x = 1;\n`);
    expect(messages).toEqual([expect.stringContaining('does not belong to any known element')]);
  });
});

describe('no-cycle rule in eslint.config.js', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('rejects two modules that import each other', async () => {
    const dir = mkdtempSync(path.join(root, 'src/lib/cycle-'));
    const a = path.join(dir, 'a.ts');
    const b = path.join(dir, 'b.ts');
    try {
      writeFileSync(a, `import { b } from './b';\nexport const a = () => b;\n`);
      writeFileSync(b, `import { a } from './a';\nexport const b = () => a;\n`);
      const [result] = await eslint.lintFiles([a]);
      const cycles = result!.messages.filter((message) => message.ruleId === 'import-x/no-cycle');
      expect(cycles).toEqual([expect.objectContaining({ message: expect.stringContaining('Dependency cycle') })]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
