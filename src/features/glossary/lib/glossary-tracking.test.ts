import { describe, expect, it, vi } from 'vitest';
import { trackGlossaryView } from '@/features/glossary/lib/glossary-tracking';

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

  it('does nothing on the server, where there is no consent and no window', () => {
    expect(() => trackGlossaryView('bonitaet', '/glossar/bonitaet')).not.toThrow();
  });
});
