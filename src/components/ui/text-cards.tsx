import type { ReactNode } from 'react';

interface TextCard {
  title: string;
  text: string;
}

const variants = {
  /** White card with a hairline border, for tinted and plain sections alike. */
  outlined: { card: 'rounded-xl border border-slate-200 bg-white p-5', title: 'text-lg font-semibold text-slate-900', text: 'mt-2 text-slate-700' },
  /** White card lifted by a ring, mostly on tinted sections. */
  raised: { card: 'rounded-xl bg-white p-6 ring-1 ring-slate-200', title: 'text-lg font-semibold text-slate-900', text: 'mt-2 text-slate-700' },
  /** No card, a brand-coloured rule on the left: principles, values. */
  ruled: { card: 'border-l-4 border-brand-600 pl-4', title: 'text-lg font-semibold text-slate-900', text: 'mt-2 text-slate-700' },
  /** Smaller type for many short blocks: explanations, use cases, alternatives. */
  compact: { card: 'rounded-xl bg-white p-5 ring-1 ring-slate-200', title: 'font-semibold text-slate-900', text: 'mt-2 text-sm text-slate-700' },
};

interface TextCardsProps<T extends TextCard> {
  cards: readonly T[];
  variant: keyof typeof variants;
  /** The grid of the list, e.g. 'grid gap-6 md:grid-cols-3'. */
  className: string;
  /** Content after a card's text, e.g. a link. */
  extra?: (card: T) => ReactNode;
}

/** Cards with a heading and a paragraph each. */
export function TextCards<T extends TextCard>({ cards, variant, className, extra }: TextCardsProps<T>) {
  const style = variants[variant];
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.title} className={style.card}>
          <h3 className={style.title}>{card.title}</h3>
          <p className={style.text}>{card.text}</p>
          {extra?.(card)}
        </li>
      ))}
    </ul>
  );
}
