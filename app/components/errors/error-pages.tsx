import { useEffect } from "react";
import { useLocation } from "react-router";
import { replyTime } from "#app/data/booking.ts";
import { notFoundPage } from "#app/data/page-copy/not-found.ts";
import { offlinePage } from "#app/data/page-copy/offline.ts";
import { unexpectedErrorPage } from "#app/data/page-copy/unexpected-error.ts";
import { site } from "#app/data/site.ts";
import { dialLink, mailLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

export function StatusPageView({
  page,
  message,
}: {
  page: { heading: string; title: string; homeLink: string };
  message: string;
}) {
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <h1 className="font-display text-8xl font-semibold text-saffron-600 sm:text-9xl">{page.heading}</h1>
      <h2 className="mt-4 text-3xl font-semibold text-ink-900 sm:text-4xl">{page.title}</h2>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{message}</p>
      <ButtonLink to={paths.home} variant="secondary" className="mt-10">
        <Icon name="home" />
        {page.homeLink}
      </ButtonLink>
    </Container>
  );
}

/** The 404 page (specification): '404', 'Page Not Found', the message and a way home. */
export function NotFoundView() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn("404 Error: User attempted to access non-existent route:", pathname);
  }, [pathname]);

  return <StatusPageView page={notFoundPage} message={notFoundPage.message} />;
}

/** A page that cannot be fetched offline: the service worker's fallback, and a failed navigation's. */
export function OfflineView() {
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <h1 className="text-4xl font-semibold text-ink-900 sm:text-5xl">{offlinePage.heading}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{offlinePage.lead}</p>
      <ul className="mx-auto mt-8 flex max-w-md flex-col gap-3 text-left sm:max-w-none sm:flex-row sm:justify-center">
        <li>
          <a href={dialLink()} className={buttonClasses("secondary", "w-full whitespace-nowrap")}>
            <Icon name="phone" />
            {site.phone.display}
          </a>
        </li>
        <li>
          <a href={mailLink()} className={buttonClasses("outline", "w-full")}>
            <Icon name="mail" />
            <EmailAddress address={site.email} />
          </a>
        </li>
      </ul>
      <p className="mt-4 text-ink-600">{replyTime}</p>
      {/* A full page load: with the connection back, a fresh page. */}
      <a
        href={paths.home}
        className="mt-10 inline-block font-semibold text-teal-700 underline underline-offset-4 hover:text-teal-900"
      >
        Try the home page
      </a>
    </Container>
  );
}

/** Shown when rendering or routing fails unexpectedly; the link home is a full page load, to start clean. */
export function UnexpectedErrorView({ detail }: { detail?: string }) {
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <title>{`${unexpectedErrorPage.title} | ${site.brandName}`}</title>
      <h1 className="text-3xl font-semibold text-ink-900 sm:text-4xl">{unexpectedErrorPage.title}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{unexpectedErrorPage.message}</p>
      {detail ? (
        <pre className="mx-auto mt-6 max-w-xl overflow-x-auto rounded-lg bg-sand-100 p-4 text-left text-sm text-ink-700">
          {detail}
        </pre>
      ) : null}
      <a href={paths.home} className={buttonClasses("secondary", "mt-10")}>
        <Icon name="home" />
        {unexpectedErrorPage.homeLink}
      </a>
    </Container>
  );
}
