import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildInfo, isDemo } from '@/config/build-info';
import { ConditionsStand } from '@/entities/partner/ui/conditions-stand';
import { formatShortDate } from '@/lib/format';

const text = (html: string) => html.replace(/<[^>]+>/g, '');
/** Noon UTC `days` before the build date: the same calendar day in Germany. */
const daysBeforeBuild = (days: number) => new Date(Date.parse(`${buildInfo.buildDate}T12:00:00Z`) - days * 86_400_000).toISOString();

describe('ConditionsStand (demo build)', () => {
  it('runs as a demo, as the unit tests build', () => {
    expect(isDemo).toBe(true);
  });

  it.each([
    ['checked on the build date', 0, false],
    ['checked exactly the limit before', buildInfo.maxConditionsAgeDays, false],
    ['checked a day beyond the limit', buildInfo.maxConditionsAgeDays + 1, true],
  ])('%s: the German date, and the note only when outdated', (_case, days, outdated) => {
    const checkedAt = daysBeforeBuild(days);
    const shown = text(renderToStaticMarkup(<ConditionsStand checkedAt={checkedAt} />));
    expect(shown.startsWith(`Konditionen Stand: ${formatShortDate(checkedAt.slice(0, 10))}`)).toBe(true);
    expect(shown.includes(`seit mehr als ${buildInfo.maxConditionsAgeDays} Tagen nicht geprüft`)).toBe(outdated);
  });

  it('shows nothing without a date', () => {
    expect(renderToStaticMarkup(<ConditionsStand checkedAt={null} />)).toBe('');
    expect(renderToStaticMarkup(<ConditionsStand checkedAt={undefined} />)).toBe('');
  });
});
