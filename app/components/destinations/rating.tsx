import { Icon } from "#app/components/ui/icon.tsx";

/** A destination's average rating: a star and the figure, read as "Rated 4.6 out of 5". */
export function Rating({ value, className = "" }: { value: number; className?: string }) {
  return (
    <p className={`inline-flex items-center gap-1.5 font-semibold ${className}`}>
      <Icon name="star" className="size-4 fill-current text-saffron-500" />
      <span className="sr-only">Rated </span>
      {value.toFixed(1)}
      <span className="sr-only"> out of 5</span>
    </p>
  );
}
