import { useId } from 'react';
import { Callout } from '@/components/ui/callout';
import { creditWarning, supportLinks } from '@/content/credit-warning';
import { cn } from '@/lib/cn';

const externalLinkClass = 'font-semibold text-amber-950 underline underline-offset-2';

interface CreditWarningProps {
  /** 'h3' inside a list of offers, whose cards are h3 as well. */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** 'Achtung! Kreditaufnahme kostet Geld.' with the risk of missed payments and where to get help. */
export function CreditWarning({ headingLevel = 'h2', className }: CreditWarningProps) {
  const titleId = useId();
  return (
    <Callout
      titleId={titleId}
      title={creditWarning.title}
      headingLevel={headingLevel}
      data-credit-warning=""
      className={cn('rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950', className)}
    >
      <p className="mt-2 text-sm">{creditWarning.risk}</p>
      <p className="mt-2 text-sm">{creditWarning.examples}</p>
      <p className="mt-2 text-sm">
        Hilfe bei Zahlungsschwierigkeiten bietet die{' '}
        <a href={supportLinks.debtCounselling.href} target="_blank" rel="noopener" className={externalLinkClass}>
          {supportLinks.debtCounselling.label}
        </a>
        . Informationen zur Aufsicht über Banken gibt die{' '}
        <a href={supportLinks.supervisor.href} target="_blank" rel="noopener" className={externalLinkClass}>
          {supportLinks.supervisor.label}
        </a>
        .
      </p>
    </Callout>
  );
}
