export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      className="prose mx-auto [&_figcaption]:mt-3 [&_figcaption]:text-center [&_figcaption]:text-sm [&_figcaption]:text-ink-600 [&_figure]:my-10 [&_figure_img]:h-auto [&_figure_img]:w-full [&_figure_img]:rounded-card [&_figure_img]:bg-sand-100 [&>p:first-child]:text-lg [&>p:first-child]:text-ink-900 sm:[&>p:first-child]:text-xl"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
