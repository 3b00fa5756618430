import { offlinePage } from "#app/data/page-copy/offline.ts";
import { replyTime } from "#app/data/booking.ts";
import { site } from "#app/data/site.ts";
import { dialLink, mailLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";

/** A page that cannot be fetched offline: the service worker's fallback, and a failed navigation's. */
export function OfflineView() {
  const copy = offlinePage;
  return (
    <Container width="text" className="py-20 text-center sm:py-28">
      <h1 className="text-4xl font-semibold text-ink-900 sm:text-5xl">{copy.heading}</h1>
      <p className="mx-auto mt-5 max-w-xl text-lg text-ink-600">{copy.lead}</p>
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
