import type { ReactNode } from "react";
import type { ArticleRevision, BlogArticleSummary } from "#app/lib/content/blog-schema.ts";

type ArticleMetaProps = Pick<BlogArticleSummary, "author" | "date" | "displayDate" | "readTime"> &
  ArticleRevision & {
    className?: string;
  };

/** A part of the date line after the first, kept with its dot so that no line ends on one. */
function Part({ children }: { children: ReactNode }) {
  return (
    <>
      {" "}
      <span className="whitespace-nowrap">
        <span aria-hidden="true">· </span>
        <span className="sr-only">, </span>
        {children}
      </span>
    </>
  );
}

export function ArticleMeta({
  author,
  date,
  displayDate,
  updated,
  displayUpdated,
  readTime,
  className = "",
}: ArticleMetaProps) {
  const readTimePart = <Part>{readTime}</Part>;
  return (
    <div className={`text-sm ${className}`}>
      <p className="font-semibold">By {author}</p>
      <p className="mt-1">
        <time dateTime={date}>{displayDate}</time>
        {updated && displayUpdated ? (
          // On a phone the revision starts the second line, so that no line starts or ends on a dot.
          <span className="block sm:inline">
            <span className="whitespace-nowrap">
              <span aria-hidden="true" className="hidden sm:inline">
                {" "}
                ·{" "}
              </span>
              <span className="sr-only">, </span>
              Updated <time dateTime={updated}>{displayUpdated}</time>
            </span>
            {readTimePart}
          </span>
        ) : (
          readTimePart
        )}
      </p>
    </div>
  );
}

export function CategoryBadge({ category, tone = "light" }: { category: string; tone?: "light" | "dark" }) {
  const colors = tone === "dark" ? "bg-white/10 text-saffron-300 ring-1 ring-white/20" : "bg-teal-50 text-teal-800";
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-[0.08em] uppercase ${colors}`}
    >
      {category}
    </span>
  );
}
