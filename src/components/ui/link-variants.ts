import { cva } from 'class-variance-authority';

/** The looks of a link in text: `strong` in guides and calls to action, `plain` in legal and about pages. */
export const linkVariants = cva('text-brand-700 underline underline-offset-2', {
  variants: {
    weight: {
      strong: 'font-semibold hover:text-brand-800',
      plain: 'font-medium hover:text-brand-900',
    },
  },
  defaultVariants: { weight: 'strong' },
});
