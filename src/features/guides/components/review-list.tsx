import type { SavingsReview } from '@/content/guides/sparkonto-background';
import { StarRating } from '@/features/guides/components/star-rating';

/** Illustrative reviews with the disclosure that they are examples, not verified customer reviews. */
export function ReviewList({ reviews, disclosure }: { reviews: readonly SavingsReview[]; disclosure: string }) {
  return (
    <div>
      <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">{disclosure}</p>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {reviews.map((review) => (
          <li key={`${review.bank}-${review.name}`}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900">{review.bank}</span>
                <StarRating value={review.bewertung} />
              </div>
              <blockquote className="mt-3 flex-1 text-slate-700">„{review.kommentar}“</blockquote>
              <figcaption className="mt-3 text-sm text-slate-700">
                {review.name}
                {review.sample && ' · Beispielbewertung'}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
