import { useHydrated } from '@/components/deferred-hydration';
import { CardForm } from '@/features/card-comparison/components/card-form';
import { CardResults } from '@/features/card-comparison/components/card-results';
import { loadCardParser, useCardInputs } from '@/features/card-comparison/inputs/use-card-inputs';

const preloadParser = () => void loadCardParser();

/**
 * The render-blocking classic script that fills the form in from the URL and hides the prerendered cards while
 * the URL's inputs are pending (public/comparison-pending.js), right after the form it looks up. It exists
 * in the server HTML and survives hydration; a client render leaves it out, since React would not run it.
 */
function CardPendingScript() {
  return useHydrated() ? null : <script src="/comparison-pending.js" />;
}

/**
 * What a card costs the visitor for their own use: the GET form, then every card computed for its inputs in the
 * chosen order, then the ranking note. Prerendered for the defaults; the URL's inputs apply after hydration.
 */
export function CardComparison() {
  const { inputs, hints, values, settledValues, update, ready } = useCardInputs();
  return (
    <div data-partner-list="kreditkarte">
      <CardForm inputs={inputs} hints={hints} onInputsChange={update} onFocus={preloadParser} />
      <CardPendingScript />
      <CardResults values={values} settledValues={settledValues} ready={ready} />
    </div>
  );
}
