import { Link, inlineLink } from "#app/components/ui/link.tsx";
import { replyPromise } from "#app/data/booking.ts";
import { blogCopy } from "#app/data/blog.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";
import { articleChatMessage } from "#app/data/prefilled-messages/blog.ts";
import { tripsCopy } from "#app/data/trip-copy.ts";
import { chatLink } from "#app/lib/links.ts";
import { paths } from "#app/utils/paths.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";

/** A chat naming the article, then the guides and sample trips of its places (articlePlaces), or every trip. */
export function ArticleCallToAction({
  title,
  guides = [],
  trips = [],
}: {
  title: string;
  /** None in the content manager's preview, which cannot read the trips. */
  guides?: readonly { name: string; slug: string }[];
  trips?: readonly { slug: string; title: string }[];
}) {
  const { heading, text, button, trip } = blogCopy.callToAction;
  const places = [
    ...trips.map((each) => ({ to: paths.trip(each.slug), label: trip(each.title) })),
    ...guides.map((guide) => ({ to: paths.destination(guide.slug), label: tripsCopy.page.guide(guide.name) })),
  ];
  return (
    <section aria-labelledby="article-cta" className="rounded-card bg-saffron-50 p-8 ring-1 ring-saffron-100 sm:p-10">
      <h2 id="article-cta" className="text-2xl font-semibold text-ink-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-ink-700">{text}</p>
      <ExternalButton href={chatLink(articleChatMessage(title))} variant="secondary" className="mt-7">
        {button}
      </ExternalButton>
      <p className="mt-3 text-sm text-ink-600">{replyPromise.quick}</p>
      <p className="mt-5 text-ink-700">
        {planLink.lead}{" "}
        <Link to={planLink.to} className={inlineLink}>
          {planLink.label}
        </Link>
      </p>
      {places.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {places.map((place) => (
            <li key={place.to}>
              <Link to={place.to} className={inlineLink}>
                {place.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-700">
          {tripsLink.lead}{" "}
          <Link to={tripsLink.to} className={inlineLink}>
            {tripsLink.label}
          </Link>
        </p>
      )}
    </section>
  );
}
