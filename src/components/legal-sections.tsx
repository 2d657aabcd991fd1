import { Link } from 'react-router-dom';
import { ExternalLink } from '@/components/ui/external-link';
import { Section } from '@/components/ui/section';
import type { LegalLink, LegalSection, LegalText } from '@/content/legal/legal-section';
import { linkVariants } from '@/components/ui/link-variants';

const linkClass = linkVariants({ weight: 'plain' });

function LegalTextLink({ link }: { link: LegalLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  if (link.href.startsWith('http')) {
    return (
      <ExternalLink href={link.href} className={linkClass}>
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

function LegalTextBody({ text }: { text: LegalText }) {
  return (
    <div className="max-w-3xl space-y-4 leading-relaxed text-slate-700">
      {text.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {text.items && (
        <ul className="list-disc space-y-2 pl-6">
          {text.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {text.closing?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {text.links && (
        <ul className="space-y-1">
          {text.links.map((link) => (
            <li key={link.href}>
              <LegalTextLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Renders legal text data as h2 sections with optional h3 subsections. */
export function LegalSections({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title} compact>
          <LegalTextBody text={section} />
          {section.subsections?.map((subsection) => (
            <div key={subsection.title} className="mt-8">
              <h3 className="mb-3 text-xl font-semibold text-slate-900">{subsection.title}</h3>
              <LegalTextBody text={subsection} />
            </div>
          ))}
        </Section>
      ))}
    </>
  );
}
