import type { ComponentProps } from 'react';
import { Callout } from '@/components/ui/callout';
import { Section } from '@/components/ui/section';
import { creditWarning, supportLinks } from '@/content/credit-warning';

const externalLinkClass = 'font-semibold text-amber-950 underline underline-offset-2';

/** 'Achtung: Kredite kosten Geld!' with the risk of missed payments and where to get help. */
export function CreditWarning() {
  return (
    <Callout titleId="kreditwarnung-titel" title={creditWarning.title} className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 text-amber-950">
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

/** A page section that ends with the credit warning, e.g. after a list of loan offers. */
export function SectionWithCreditWarning({ children, ...props }: ComponentProps<typeof Section>) {
  return (
    <Section {...props}>
      {children}
      <div className="mt-8">
        <CreditWarning />
      </div>
    </Section>
  );
}
