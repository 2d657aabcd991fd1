import { describe, expect, it } from 'vitest';
import { assetsForPage, siteStylesheets, type ViteManifest } from './vite-assets.ts';

// The shape Vite writes for this app: a tiny entry that imports the start module after the first
// paint, which imports React DOM and the app shell in turn; pages are lazy chunks of the shell.
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['src/app/start/start.tsx'] },
  'src/app/start/start.tsx': { file: 'assets/start-2.js', imports: ['_react-3.js', 'index.html'], dynamicImports: ['_react-dom-4.js', '_app-5.js'] },
  '_react-3.js': { file: 'assets/react-3.js' },
  '_react-dom-4.js': { file: 'assets/react-dom-4.js', imports: ['_react-3.js'] },
  '_app-5.js': { file: 'assets/app-5.js', imports: ['_react-3.js', '_react-dom-4.js'], dynamicImports: ['src/pages/home-page.tsx', 'src/pages/admin-page.tsx'] },
  'src/pages/home-page.tsx': { file: 'assets/home-page-6.js', imports: ['_shared-7.js', '_app-5.js'], dynamicImports: ['src/lib/lazy.ts'] },
  'src/pages/admin-page.tsx': { file: 'assets/admin-page-8.js', imports: ['_app-5.js'] },
  '_shared-7.js': { file: 'assets/shared-7.js', imports: ['_react-3.js'] },
  'src/lib/lazy.ts': { file: 'assets/lazy-9.js' },
  'style.css': { file: 'assets/style-10.css' },
};

describe('assetsForPage', () => {
  const assets = assetsForPage(manifest, 'src/pages/home-page.tsx');

  it('keeps the entry apart and lists every chunk the page runs before it is interactive', () => {
    expect(assets.entryScript).toBe('/assets/index-1.js');
    expect(assets.modulePreloads).toEqual([
      '/assets/start-2.js',
      '/assets/react-3.js',
      '/assets/react-dom-4.js',
      '/assets/app-5.js',
      '/assets/home-page-6.js',
      '/assets/shared-7.js',
    ]);
  });

  it('leaves out other pages and what a page loads only on demand', () => {
    expect(assets.modulePreloads).not.toContain('/assets/admin-page-8.js');
    expect(assets.modulePreloads).not.toContain('/assets/lazy-9.js');
  });

  it('names the one site stylesheet, which belongs to no chunk', () => {
    expect(assets.stylesheets).toEqual(['/assets/style-10.css']);
    expect(siteStylesheets(manifest)).toEqual(['/assets/style-10.css']);
  });

  it('fails loudly for a page the build does not know', () => {
    expect(() => assetsForPage(manifest, 'src/pages/missing-page.tsx')).toThrow('src/pages/missing-page.tsx');
  });
});
