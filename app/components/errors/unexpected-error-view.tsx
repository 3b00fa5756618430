import { unexpectedErrorPage as copy } from "#app/data/page-copy/unexpected-error.ts";
import { site } from "#app/data/site.ts";
import { paths } from "#app/utils/paths.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

/** Shown when rendering or routing fails unexpectedly; the link home is a full page load, to start clean. */
export function UnexpectedErrorView({ detail }: { detail?: string }) {
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <title>{`${copy.title} | ${site.brandName}`}</title>
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{copy.message}</p>
      {detail ? (
        <pre className="mx-auto mt-6 max-w-xl overflow-x-auto rounded-lg bg-sand-100 p-4 text-left text-sm text-ink-700">
          {detail}
        </pre>
      ) : null}
      <a href={paths.home} className={buttonClasses("secondary", "mt-10")}>
        <Icon name="home" />
        {copy.homeLink}
      </a>
    </Container>
  );
}
