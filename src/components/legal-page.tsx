import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { RouteSeo } from '@/components/seo/route-seo';
import { routePath, type StaticRouteId } from '@/routes/manifest';

interface LegalPageProps {
  id: StaticRouteId;
  title: string;
  /** The page's label in the breadcrumbs, where it is shorter than the h1. */
  crumb?: string;
  intro: ReactNode;
  /** When the text was last revised, shown as 'Stand' under the intro. */
  stand?: string;
  children: ReactNode;
}

/** The frame of the legal texts (Impressum, Datenschutz, Cookies, Barrierefreiheit): head, breadcrumbs, h1, intro. */
export function LegalPage({ id, title, crumb = title, intro, stand, children }: LegalPageProps) {
  const breadcrumbs: BreadcrumbItem[] = [
    { label: 'Startseite', href: routePath('home') },
    { label: crumb, href: routePath(id) },
  ];
  return (
    <>
      <RouteSeo id={id} />
      <PageHeader title={title} intro={intro} breadcrumbs={breadcrumbs}>
        {stand && <p className="mt-3 text-sm text-slate-700">Stand: {stand}</p>}
      </PageHeader>
      {children}
    </>
  );
}
