// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeProgress, ProgressBar } from '@/features/guides/components/progress-bar';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('normalizeProgress', () => {
  it.each([
    [50, undefined, { value: 50, max: 100, percent: 50, problem: null }],
    [0, 100, { value: 0, max: 100, percent: 0, problem: null }],
    [100, 100, { value: 100, max: 100, percent: 100, problem: null }],
    [3, 4, { value: 3, max: 4, percent: 75, problem: null }],
  ])('keeps valid input %d of %s', (value, max, expected) => {
    expect(normalizeProgress(value, max)).toEqual(expected);
  });

  it.each([
    [50, 0, 50, 100],
    [50, -10, 50, 100],
    [50, Number.NaN, 50, 100],
    [50, Number.POSITIVE_INFINITY, 50, 100],
    [Number.NaN, 100, 0, 100],
    [Number.POSITIVE_INFINITY, 100, 0, 100],
    [-5, 100, 0, 100],
    [150, 100, 100, 100],
  ])('clamps value %d with max %d to %d of %d and names the problem', (value, max, safeValue, safeMax) => {
    const progress = normalizeProgress(value, max);
    expect(progress).toMatchObject({ value: safeValue, max: safeMax });
    expect(Number.isFinite(progress.percent)).toBe(true);
    expect(progress.problem).toMatch(/^ProgressBar: /);
  });
});

describe('ProgressBar', () => {
  it('exposes progressbar semantics with a default max of 100', () => {
    render(<ProgressBar value={16} label="Ihre Sparquote" valueText="16,0 %" />);
    const bar = screen.getByRole('progressbar', { name: 'Ihre Sparquote' });
    expect(bar.getAttribute('aria-valuenow')).toBe('16');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('16,0 %');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('16%');
  });

  it('logs invalid input once and renders clamped', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(<ProgressBar value={Number.NaN} max={0} label="Kaputt" />);
    rerender(<ProgressBar value={Number.NaN} max={0} label="Kaputt" />);
    expect(error).toHaveBeenCalledTimes(1);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it('does not log valid input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ProgressBar value={40} max={50} label="Gut" />);
    expect(error).not.toHaveBeenCalled();
  });
});
