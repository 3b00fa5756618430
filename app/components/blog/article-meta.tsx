import type { BlogArticleSummary } from "~/lib/content/blog-schema";

type ArticleMetaProps = Pick<BlogArticleSummary, "author" | "date" | "displayDate" | "readTime"> & {
  className?: string;
};

/** The byline: the author, then the date and the read time (kept together, so no line ends on a dot). */
export function ArticleMeta({ author, date, displayDate, readTime, className = "" }: ArticleMetaProps) {
  return (
    <div className={`text-sm ${className}`}>
      <p className="font-semibold">By {author}</p>
      <p className="mt-1">
        <time dateTime={date}>{displayDate}</time>
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {readTime}
      </p>
    </div>
  );
}
