import { NumberedList } from '@/components/ui/numbered-list';

interface Step {
  title: string;
  text: string;
}

const layouts = {
  /** The number beside its text, three steps to a row. */
  row: { list: 'grid gap-6 md:grid-cols-3', item: 'flex gap-4', text: 'mt-1 text-slate-700' },
  /** Five narrow columns from md on: the number above its text, which is set smaller. */
  columns: { list: 'grid gap-6 md:grid-cols-5', item: 'flex gap-4 md:flex-col', text: 'mt-1 text-sm text-slate-700' },
};

/** An ordered explainer: numbered circles with a title and a sentence each. */
export function NumberedSteps({ steps, layout = 'row' }: { steps: readonly Step[]; layout?: keyof typeof layouts }) {
  const style = layouts[layout];
  return (
    <NumberedList items={steps} itemKey={(step) => step.title} className={style.list} itemClassName={style.item}>
      {(step) => (
        <div>
          <h3 className="font-semibold text-slate-900">{step.title}</h3>
          <p className={style.text}>{step.text}</p>
        </div>
      )}
    </NumberedList>
  );
}
