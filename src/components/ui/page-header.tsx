import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { Container } from '@/components/ui/container';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  children?: ReactNode;
}

/** Breadcrumbs, the page's single h1 and its lead text on a tinted band. */
export function PageHeader({ title, intro, breadcrumbs, children }: PageHeaderProps) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-10 sm:py-14">
        {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 min-[22rem]:text-3xl sm:text-4xl">{title}</h1>
        {intro && <div className="mt-4 max-w-3xl text-lg text-slate-700">{intro}</div>}
        {children}
      </Container>
    </div>
  );
}
