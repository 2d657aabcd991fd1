import { Link } from 'react-router-dom';
import { siteConfig } from '@/config/site';
import { routePath } from '@/routes/manifest';

/**
 * The mark of public/logo.svg, inline: an SVG image would cost an extra request and its own
 * document on the main thread before the first paint. The file stays for structured data.
 */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" className="h-8 w-8">
      <rect width="32" height="32" rx="7" fill="#0b57b5" />
      <path d="M9 8h4v7l6-7h5l-7 8 7 8h-5l-6-7v7H9z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={routePath('home')} replace={false} className="flex items-center gap-2 font-bold text-slate-900" aria-label={`${siteConfig.name} – zur Startseite`}>
      <LogoMark />
      <span className="text-lg">{siteConfig.name}</span>
    </Link>
  );
}
