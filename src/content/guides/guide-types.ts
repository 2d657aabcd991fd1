/** Types shared by the content of several guides. */
import type { AppHref } from '@/routes/manifest';

export interface GuideSource {
  label: string;
  href: string;
  note?: string;
}

export interface GuideLink {
  label: string;
  href: AppHref;
  text: string;
}

export interface GuideParagraphSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

/** One phase of a plan (30 days, 90 days, 3 years). */
export interface PlanPhase {
  zeitraum: string;
  titel: string;
  schritte: readonly string[];
}

export interface GuideStat {
  value: string;
  label: string;
}
