import { Link } from "#app/components/ui/link.tsx";
import { footerNavigation, footerNavigationId, tripShortcuts } from "#app/data/navigation.ts";
import { officesByPhone, site } from "#app/data/site.ts";
import { replyTime } from "#app/data/booking.ts";
import { dialLink, mailLink } from "#app/lib/links.ts";
import { scrollToTop } from "#app/lib/browser/scroll.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Eyebrow } from "#app/components/ui/eyebrow.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { EmailAddress } from "#app/components/ui/email-address.tsx";

export function SiteFooter() {
  return (
    <footer data-place="footer" className="mt-auto bg-ink-900 text-sand-100 print:hidden">
      {/* The contacts' column is the widest: an address as long as the settings allow fits (docs/decisions/144). */}
      <Container className="grid gap-12 py-14 md:grid-cols-2 lg:grid-cols-[1.2fr_0.9fr_1.3fr] lg:py-16">
        <div className="md:col-span-2 lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sand-200">{site.tagline}, across Asia, the Middle East and beyond.</p>
          <SocialLinks
            className="mt-6 flex gap-3"
            linkClassName="flex size-11 items-center justify-center rounded-full bg-white/10 text-sand-50 transition-colors hover:bg-saffron-500 hover:text-ink-900"
          />
        </div>
        <nav id={footerNavigationId} aria-label="Footer">
          <Eyebrow as="h2" tone="light">
            Explore
          </Eyebrow>
          {/* The specification's list, then beside it, not in it, the trips and the composer (docs/decisions/171). */}
          {[
            { items: footerNavigation, tone: "text-sand-100" },
            { items: tripShortcuts, tone: "border-t border-white/15 pt-4 font-semibold text-saffron-300" },
          ].map(({ items, tone }) => (
            <ul key={items[0]?.href} className={`mt-4 grid grid-cols-2 gap-x-6 gap-y-2 md:grid-cols-1 ${tone}`}>
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    to={item.href}
                    preventScrollReset
                    onClick={scrollToTop}
                    className="inline-block py-1 hover:text-white hover:underline"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </nav>
        <div>
          <Eyebrow as="h2" tone="light">
            Talk to us
          </Eyebrow>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={dialLink()}
                className="inline-flex items-center gap-2 whitespace-nowrap hover:text-white hover:underline"
              >
                <Icon name="phone" className="size-5 text-saffron-300" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={mailLink()} className="inline-flex items-center gap-2 hover:text-white hover:underline">
                <Icon name="mail" className="size-5 text-saffron-300" />
                <EmailAddress address={site.email} />
              </a>
            </li>
            {/* The offices that answer the number above, then each with a number of its own. */}
            {officesByPhone.map(({ phone, cities, id }) => (
              <li key={phone.dial} className="flex gap-2 text-sand-200">
                <Icon name="map-pin" className="mt-0.5 size-5 shrink-0 text-saffron-300" />
                <span>
                  {cities}
                  {phone.dial === site.phone.dial ? null : (
                    <>
                      :{" "}
                      <a
                        href={dialLink(phone)}
                        data-office={id}
                        className="whitespace-nowrap text-sand-100 hover:text-white hover:underline"
                      >
                        {phone.display}
                      </a>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-sand-200">{replyTime}</p>
        </div>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-sm text-sand-200">
          <p>
            © {site.copyrightYear} {site.legalName}
            {site.legalName.endsWith(".") ? "" : "."} All rights reserved.
          </p>
        </Container>
      </div>
    </footer>
  );
}
