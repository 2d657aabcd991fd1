import { Link } from 'react-router-dom';
import { siteConfig } from '@/config/site';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-slate-900" aria-label={`${siteConfig.name} – zur Startseite`}>
      <img src={siteConfig.logo} alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-lg">{siteConfig.name}</span>
    </Link>
  );
}
