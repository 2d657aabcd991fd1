import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import type { AppHref } from '@/routes/manifest';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600',
        accent: 'bg-accent-600 text-white hover:bg-accent-700 focus-visible:outline-accent-600',
        outline: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
        light: 'bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white',
        outlineLight: 'border-2 border-white text-white hover:bg-white/10 focus-visible:outline-white',
        ghost: 'text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600',
      },
      size: {
        sm: 'px-3 py-2 text-sm',
        md: 'px-5 py-2.5 text-base',
        lg: 'px-6 py-3 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<'button'> & ButtonVariants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/** An internal link that looks like a button; its target is a page of the route manifest. */
export function ButtonLink({ className, variant, size, ...props }: ComponentProps<typeof Link> & { to: AppHref } & ButtonVariants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
