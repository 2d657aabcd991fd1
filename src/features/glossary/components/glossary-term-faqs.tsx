import { FaqList } from '@/components/ui/faq-list';
import { StatuteLinkedText } from '@/features/glossary/components/statute-linked-text';
import type { GlossaryFaq } from '@/features/glossary/lib/glossary-types';

/** The term's hand-written questions, with statute citations in the answers linked like everywhere else on the term page. */
export function GlossaryTermFaqs({ faqs }: { faqs: readonly GlossaryFaq[] }) {
  return <FaqList faqs={faqs} renderAnswer={(faq) => <StatuteLinkedText text={faq.a} />} />;
}
