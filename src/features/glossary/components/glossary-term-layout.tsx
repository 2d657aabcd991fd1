import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/site-layout';
import { Container } from '@/components/ui/container';
import { routePath } from '@/routes/manifest';

const legalLinks = [
  { label: 'Impressum', href: routePath('impressum') },
  { label: 'Datenschutz', href: routePath('datenschutz') },
  { label: 'Cookies', href: routePath('cookies') },
] as const;

/**
 * The term page has no site header and footer, so it brings a slim
 * top bar, its own main landmark and the legal links every page must offer.
 */
export function GlossaryTermLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <Container className="flex h-16 items-center justify-between gap-4">
          <Logo />
          <Link to={routePath('glossar')} className="text-sm font-semibold text-brand-700 hover:underline">
            <span aria-hidden="true">← </span>Alle Begriffe
          </Link>
        </Container>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        {children}
      </main>
      <footer className="mt-12 border-t border-slate-200 bg-slate-50">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-6 text-sm text-slate-600">
          <Link to={routePath('home')} className="hover:text-brand-700 hover:underline">
            Zur Startseite
          </Link>
          <ul className="flex flex-wrap gap-4">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href} className="hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </footer>
    </>
  );
}
