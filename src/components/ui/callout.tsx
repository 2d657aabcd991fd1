import type { ComponentProps, ReactNode } from 'react';

interface CalloutProps extends Omit<ComponentProps<'aside'>, 'title'> {
  /** 'section' where the box is part of the page's content, e.g. a call to action. */
  as?: 'aside' | 'section';
  /** The id of the h2 that labels the box. */
  titleId: string;
  title: ReactNode;
  titleClassName?: string;
}

/** A box beside the main text, labelled by its own h2: a warning, a hint, a call to action. */
export function Callout({ as: Box = 'aside', titleId, title, titleClassName = 'text-lg font-bold', children, ...props }: CalloutProps) {
  return (
    <Box aria-labelledby={titleId} {...props}>
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Box>
  );
}
