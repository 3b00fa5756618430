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

/** The byline: the author, the date, the last revision's (on the article's page) and the read time. */
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
