import type { ComponentProps, ReactNode } from 'react';

interface CalloutProps extends Omit<ComponentProps<'aside'>, 'title'> {
  /** 'section' where the box is part of the page's content, e.g. a call to action. */
  as?: 'aside' | 'section';
  /** The id of the heading that labels the box. */
  titleId: string;
  title: ReactNode;
  /** 'h3' where the box sits inside a section among h3 siblings. */
  headingLevel?: 'h2' | 'h3';
  titleClassName?: string;
}

/** A box beside the main text, labelled by its own heading: a warning, a hint, a call to action. */
export function Callout({ as: Box = 'aside', titleId, title, headingLevel: Heading = 'h2', titleClassName = 'text-lg font-bold', children, ...props }: CalloutProps) {
  return (
    <Box aria-labelledby={titleId} {...props}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
