import { describe, expect, it } from 'vitest';
import { bestePage, TOP_LIST_SIZE } from '@/content/partners/beste';
import { headerNavigation, footerNavigation } from '@/content/navigation';
import { homeTopics } from '@/content/home';
import { ohneSchufaLinks } from '@/content/partners/ohne-schufa';
import { getRoute } from '@/routes/manifest';

/** "die besten" / "Beste …" without saying by which evaluation: an unqualified claim of top position (UWG § 5). */
const unqualified = /\b(?:die \d+ besten|beste[nr]?\b)(?! ?bewert)/i;

describe('/ratenkredit/beste names what its ranking rests on', () => {
  it.each([
    ['Die 5 besten Ratenkredite', true],
    ['Beste Ratenkredite', true],
    ['Bestbewertete Ratenkredite', false],
    ['Die 5 bestbewerteten Ratenkredite in unserem Vergleich', false],
  ])('the check calls "%s" unqualified: %s', (text, expected) => {
    expect(unqualified.test(text)).toBe(expected);
  });

  it('in its h1, breadcrumb, list and link labels', () => {
    expect(bestePage.title).toBe(`Die ${TOP_LIST_SIZE} bestbewerteten Ratenkredite in unserem Vergleich`);
    for (const text of [bestePage.title, bestePage.crumb, bestePage.listTitle, bestePage.linkLabel, bestePage.intro]) expect(text).not.toMatch(unqualified);
    expect(bestePage.intro).toMatch(/höchsten Punktzahl in unserer Bewertung/);
  });

  it('in its search title and description', () => {
    const route = getRoute('ratenkredit-beste');
    expect(route.path).toBe('/ratenkredit/beste');
    expect(route.title).toContain(bestePage.title);
    expect(`${route.title} ${route.description}`).not.toMatch(unqualified);
  });

  it('in every menu, topic and link that leads there', () => {
    const labels = [
      ...headerNavigation.flatMap((group) => group.items).filter((item) => item.href === '/ratenkredit/beste').map((item) => item.title),
      ...footerNavigation.flatMap((group) => ('links' in group ? group.links : [])).filter((link) => link.href === '/ratenkredit/beste').map((link) => link.title),
      ...homeTopics(1).filter((topic) => topic.href === '/ratenkredit/beste').map((topic) => topic.title),
      ...ohneSchufaLinks.filter((link) => link.href === '/ratenkredit/beste').map((link) => link.label),
    ];
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const label of labels) expect(label).not.toMatch(unqualified);
  });
});
