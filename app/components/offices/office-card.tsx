import { officesCopy } from "#app/data/contact.ts";
import { site, type Office } from "#app/data/site.ts";
import { chatLink, dialLink, externalLinkAttributes, mailLink } from "#app/lib/links.ts";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { EmailAddress } from "#app/components/ui/email-address.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** One office's address (all the home page shows, specification); `reach` adds its phone, chat, e-mail, hours. */
export function OfficeCard({
  office,
  reach,
}: {
  office: Pick<Office, "country" | "office" | "address">;
  reach?: Pick<Office, "phone" | "chat" | "email" | "hours">;
}) {
  return (
    <article className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
      <Eyebrow className="flex items-center gap-2">
        <Icon name="map-pin" className="size-4" />
        {office.country}
      </Eyebrow>
      <h3 className="mt-3 text-xl font-semibold">{office.office}</h3>
      <address className="mt-3 text-ink-700 not-italic">
        {office.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {reach ? (
        <ul className="mt-4 space-y-2 border-t border-sand-200 pt-4 text-ink-700">
          <li>
            <a
              href={dialLink(reach.phone)}
              className="inline-flex items-center gap-2 whitespace-nowrap hover:underline"
            >
              <Icon name="phone" className="size-4 shrink-0 text-saffron-700" />
              {reach.phone.display}
            </a>
          </li>
          <li>
            <a
              href={chatLink(undefined, reach.chat)}
              {...externalLinkAttributes}
              className="inline-flex items-center gap-2 hover:underline"
            >
              <Icon name="whatsapp" className="size-4 shrink-0 text-saffron-700" />
              <span>
                {site.chat.appName} <span className="whitespace-nowrap">{reach.chat.display}</span>
              </span>
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={mailLink(undefined, reach.email)} className="inline-flex items-center gap-2 hover:underline">
              <Icon name="mail" className="size-4 shrink-0 text-saffron-700" />
              <EmailAddress address={reach.email} />
            </a>
          </li>
          <li className="flex items-start gap-2">
            <Icon name="clock" className="mt-1 size-4 shrink-0 text-saffron-700" />
            <span>{officesCopy.hours(reach.hours.display, office.country)}</span>
          </li>
        </ul>
      ) : null}
    </article>
  );
}

/** Cards with an e-mail stand two to a row until the widest screens, so an address fits (docs/decisions/144). */
export function OfficeList({ reach = false }: { reach?: boolean }) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${reach ? "xl:grid-cols-4" : "lg:grid-cols-4"}`}>
      {site.offices.map((office) => (
        <li key={office.office}>
          <OfficeCard office={office} reach={reach ? office : undefined} />
        </li>
      ))}
    </ul>
  );
}
