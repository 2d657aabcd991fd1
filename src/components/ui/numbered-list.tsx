import type { ComponentProps, ReactNode } from 'react';

interface NumberedListProps<T> extends Omit<ComponentProps<'ol'>, 'children'> {
  items: readonly T[];
  itemKey: (item: T) => string;
  itemClassName?: string;
  /** The circle holding the item's number, hidden from screen readers (the list is ordered already). */
  numberClassName?: string;
  /** What follows the number in each item. */
  children: (item: T, index: number) => ReactNode;
}

const defaultNumberClass = 'flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white';

/** An ordered list whose items start with their number in a circle: steps, plans, instructions. */
export function NumberedList<T>({ items, itemKey, itemClassName, numberClassName = defaultNumberClass, children, ...props }: NumberedListProps<T>) {
  return (
    <ol {...props}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClassName}>
          <span aria-hidden="true" className={numberClassName}>
            {index + 1}
          </span>
          {children(item, index)}
        </li>
      ))}
    </ol>
  );
}
