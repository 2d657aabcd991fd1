import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkGroupOf, chunkGroups } from './chunk-groups.ts';
import { rootDir } from './paths.ts';

/** Every module file below a folder of the project, as absolute paths. */
function modulesIn(folder: string): string[] {
  const absolute = path.join(rootDir, folder);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(m?js|tsx?)$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name))
    .map((name) => path.join(absolute, name));
}

describe('chunk groups of vite.config.ts', () => {
  const allPaths = chunkGroups.flatMap((group) => group.paths);

  it('name each path once', () => {
    expect(allPaths.filter((entry, index) => allPaths.indexOf(entry) !== index)).toEqual([]);
    const names = chunkGroups.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(chunkGroups.map((group) => [group.name, group] as const))('%s matches at least one module, and only its own', (name, group) => {
    const modules = group.paths.flatMap(modulesIn);
    expect(modules.length, `${name}: ${group.paths.join(', ')} names no existing module`).toBeGreaterThan(0);
    expect(modules.filter((module) => chunkGroupOf(module) === name).length, `${name} owns none of its modules`).toBeGreaterThan(0);
    for (const entry of group.paths) expect(modulesIn(entry).length, `${entry} does not exist`).toBeGreaterThan(0);
  });

  it('puts a file into exactly one group, the one with the most specific path', () => {
    expect(chunkGroupOf(path.join(rootDir, 'src/components/ui/number-field.tsx'))).toBe('number-field');
    expect(chunkGroupOf(path.join(rootDir, 'src/components/ui/badge.tsx'))).toBe('ui');
    expect(chunkGroupOf('C:\\work\\src\\components\\ui\\badge.tsx')).toBe('ui');
    expect(chunkGroupOf(path.join(rootDir, 'src/pages/home-page.tsx'))).toBeNull();
  });
});
