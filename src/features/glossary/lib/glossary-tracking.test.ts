// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackGlossaryView } from '@/features/glossary/lib/glossary-tracking';
import { saveConsent } from '@/lib/consent';

afterEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});

describe('trackGlossaryView', () => {
  it('pushes glossary_view_de with term slug and page path as a statistics event', () => {
    const push = vi.fn(() => true);
    trackGlossaryView('bonitaet', '/glossar/bonitaet', push);
    expect(push).toHaveBeenCalledWith('statistics', {
      event: 'glossary_view_de',
      term_slug: 'bonitaet',
      page_path: '/glossar/bonitaet',
    });
  });

  it('ignores a failing dataLayer', () => {
    const push = vi.fn(() => {
      throw new Error('dataLayer blocked');
    });
    expect(() => trackGlossaryView('bonitaet', '/glossar/bonitaet', push)).not.toThrow();
  });

  it('asks the consent store by default: nothing reaches the dataLayer before Statistik is allowed', async () => {
    trackGlossaryView('bonitaet', '/glossar/bonitaet');
    await vi.dynamicImportSettled();
    expect(window.dataLayer).toBeUndefined();

    saveConsent({ statistics: true });
    trackGlossaryView('schufa', '/glossar/schufa');
    await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'glossary_view_de', term_slug: 'schufa', page_path: '/glossar/schufa' }]));
  });
});
