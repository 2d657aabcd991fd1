const MAX_STARS = 5;

/** 1-5 stars with an accessible label; out-of-range values are clamped. */
export function StarRating({ value }: { value: number }) {
  const stars = Number.isFinite(value) ? Math.min(MAX_STARS, Math.max(0, Math.round(value))) : 0;
  return (
    <span role="img" aria-label={`${stars} von ${MAX_STARS} Sternen`} className="inline-flex text-lg leading-none">
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < stars ? 'text-amber-600' : 'text-slate-300'}>
          ★
        </span>
      ))}
    </span>
  );
}
