import { useEffect } from 'react';
import { cn } from '@/lib/cn';

const DEFAULT_PROGRESS_MAX = 100;

export interface NormalizedProgress {
  value: number;
  max: number;
  /** Filled share in percent, 0-100. */
  percent: number;
  /** Why the given value or max was not usable; null when both were fine. */
  problem: string | null;
}

/** Clamps value into 0…max and falls back to max 100, describing what was wrong. */
export function normalizeProgress(value: number, max: number = DEFAULT_PROGRESS_MAX): NormalizedProgress {
  const problems: string[] = [];
  let safeMax = max;
  if (!Number.isFinite(max) || max <= 0) {
    problems.push(`invalid max ${String(max)}, using ${DEFAULT_PROGRESS_MAX}`);
    safeMax = DEFAULT_PROGRESS_MAX;
  }
  let safeValue = value;
  if (!Number.isFinite(value)) {
    problems.push(`invalid value ${String(value)}, using 0`);
    safeValue = 0;
  } else if (value < 0 || value > safeMax) {
    problems.push(`value ${value} outside 0…${safeMax}, clamped`);
    safeValue = Math.min(Math.max(value, 0), safeMax);
  }
  return {
    value: safeValue,
    max: safeMax,
    percent: (safeValue / safeMax) * 100,
    problem: problems.length > 0 ? `ProgressBar: ${problems.join('; ')}` : null,
  };
}

const toneClasses = {
  brand: 'bg-brand-600',
  accent: 'bg-emerald-600',
  warning: 'bg-amber-500',
  muted: 'bg-slate-500',
} as const;

interface ProgressBarProps {
  value: number;
  max?: number;
  /** Accessible name of the bar. */
  label: string;
  /** Spoken and shown value, e.g. '16,0 %'; defaults to the rounded percentage. */
  valueText?: string;
  tone?: keyof typeof toneClasses;
  /** White track for bars on a tinted background, grey otherwise. */
  track?: 'grey' | 'white';
  className?: string;
}

/** A horizontal bar with progressbar semantics; bad input is logged once and rendered clamped. */
export function ProgressBar({ value, max = DEFAULT_PROGRESS_MAX, label, valueText, tone = 'brand', track = 'grey', className }: ProgressBarProps) {
  const progress = normalizeProgress(value, max);
  const { problem } = progress;

  useEffect(() => {
    if (problem) console.error(problem);
  }, [problem]);

  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={progress.max}
      aria-valuenow={progress.value}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full', track === 'white' ? 'bg-white' : 'bg-slate-200', className)}
    >
      <div className={cn('h-full rounded-full transition-[width]', toneClasses[tone])} style={{ width: `${progress.percent}%` }} />
    </div>
  );
}
