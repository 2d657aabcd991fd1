import type { ComponentProps, ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

interface SectionProps extends Omit<ComponentProps<'section'>, 'title'> {
  title?: ReactNode;
  lead?: ReactNode;
  /** Less vertical padding, for runs of short sections such as legal texts. */
  compact?: boolean;
}

/** A page section with an h2 and optional lead text, labelled by its heading. */
export function Section({ title, lead, compact = false, id, className, children, ...props }: SectionProps) {
  const headingId = id ? `${id}-titel` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={cn(compact ? 'py-6 sm:py-8' : 'py-10 sm:py-12', className)} {...props}>
      <Container>
        {title && (
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </h2>
        )}
        {lead && <p className="mt-3 max-w-3xl text-slate-700">{lead}</p>}
        <div className={cn(title || lead ? 'mt-8' : undefined)}>{children}</div>
      </Container>
    </section>
  );
}
