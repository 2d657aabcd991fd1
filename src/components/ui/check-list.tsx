import type { ComponentProps } from 'react';

interface CheckListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  items: readonly string[];
  /** The sign before each item, hidden from screen readers: ✓ for advantages and tips, – or ✗ for drawbacks. */
  mark?: string;
  markClassName?: string;
}

/** A list whose items each start with a mark, e.g. an offer's advantages or the tips of a step. */
export function CheckList({ items, mark = '✓', markClassName = 'font-bold text-emerald-700', ...props }: CheckListProps) {
  return (
    <ul {...props}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClassName}>
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
