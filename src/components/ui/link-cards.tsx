import { Link } from 'react-router-dom';

interface LinkCard {
  href: string;
  title: string;
  text: string;
}

const variants = {
  /** Further reading: white cards for tinted sections; the call to action is decoration, the title names the link. */
  related: { link: 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-md', heading: false },
  /** The products on the home page: each card is a heading of the section, and the call to action is part of the link's name. */
  product: { link: 'flex h-full flex-col rounded-xl border border-slate-200 p-5 transition hover:border-brand-600 hover:shadow-md', heading: true },
};

interface LinkCardsProps {
  cards: readonly LinkCard[];
  variant: keyof typeof variants;
  /** The call to action at the foot of every card, e.g. 'Weiterlesen →'. */
  action: string;
  /** The grid of the list. */
  className: string;
}

/** Cards that each link to a page of the site, with a title, a sentence and a call to action. */
export function LinkCards({ cards, variant, action, className }: LinkCardsProps) {
  const style = variants[variant];
  const Title = style.heading ? 'h3' : 'span';
  const Text = style.heading ? 'p' : 'span';
  return (
    <ul className={className}>
      {cards.map((card) => (
        <li key={card.href}>
          <Link to={card.href} className={style.link}>
            <Title className="text-lg font-semibold text-slate-900">{card.title}</Title>
            <Text className="mt-2 flex-1 text-sm text-slate-700">{card.text}</Text>
            <span aria-hidden={style.heading ? undefined : 'true'} className="mt-4 text-sm font-semibold text-brand-700">
              {action}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
