import type { Partner } from '@/entities/partner/schema/validate-partner';
import { cn } from '@/lib/cn';

interface PartnerLogoProps {
  partner: Pick<Partner, 'name' | 'logo_filename'>;
  /** md: 48 px (cards), sm: 36 px (tables). */
  size?: 'md' | 'sm';
  className?: string;
}

/** The partner's local logo file; initials when the row has none. Decorative: the name is next to it. */
export function PartnerLogo({ partner, size = 'md', className }: PartnerLogoProps) {
  const box = cn(size === 'sm' ? 'h-9 w-9' : 'h-12 w-12', 'shrink-0 rounded-lg', className);
  if (!partner.logo_filename) {
    const initials = partner.name.replace(/[^\p{L}\p{N} ]/gu, '').split(/\s+/).map((word) => word.charAt(0)).join('').slice(0, 2);
    return (
      <span aria-hidden="true" className={cn(box, 'flex items-center justify-center bg-slate-200 font-bold text-slate-700')}>
        {initials.toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={`/images/partners/${partner.logo_filename}`}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className={box}
    />
  );
}
