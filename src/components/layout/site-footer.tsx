import { Link } from 'react-router-dom';
import { Container } from '@/components/ui/container';
import { ExternalLink } from '@/components/ui/external-link';
import { useCurrentYear } from '@/components/layout/use-current-year';
import { siteConfig } from '@/config/site';
import { aboutNetwork } from '@/content/network';
import { footerNavigation } from '@/content/navigation';

const linkClass = 'text-slate-300 hover:text-white hover:underline underline-offset-2';

export function SiteFooter() {
  const year = useCurrentYear();
  const network = aboutNetwork();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <Container className="grid gap-8 py-12 sm:grid-cols-2 lg:grid-cols-5">
        {footerNavigation.map((group) => (
          <div key={group.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{group.title}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.href}>
                  {link.external ? (
                    <a href={link.href} className={linkClass}>
                      {link.title}
                    </a>
                  ) : (
                    // A new entry even to this page's path: a comparison may have written its inputs into the address without the router, which would replace that entry.
                    <Link to={link.href} replace={false} className={linkClass}>
                      {link.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        {network && (
          <div>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{network.footerTitle}</h2>
            <ul className="space-y-2 text-sm">
              {network.sites.map((site) => (
                <li key={site.href}>
                  <ExternalLink href={site.href} hrefLang={site.hrefLang} className={linkClass}>
                    {/* Swedish labels: screen readers must not pronounce them as German. */}
                    <span lang={site.hrefLang}>{site.label}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Container>
      <div className="border-t border-slate-800">
        <Container className="flex flex-col gap-2 py-6 text-sm text-slate-300 sm:flex-row sm:justify-between">
          <p>
            © {year} {siteConfig.name}. Alle Angaben ohne Gewähr.
          </p>
          <p>Kostenlos und unverbindlich. Mit „Anzeige“ markierte Links sind Werbelinks: Wir erhalten eine Provision.</p>
        </Container>
      </div>
    </footer>
  );
}
