import { Link } from "#app/components/ui/link.tsx";
import { replyTime } from "#app/data/booking.ts";
import { blogCopy } from "#app/data/blog.ts";
import { planLink, tripsLink } from "#app/data/navigation.ts";
import { articleChatMessage } from "#app/data/prefilled-messages/blog.ts";
import { chatLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";

/** The closing box of an article: a chat with the agency, the message naming the article. */
export function ArticleCallToAction({ title }: { title: string }) {
  const { heading, text, button } = blogCopy.callToAction;
  return (
    <section aria-labelledby="article-cta" className="rounded-card bg-saffron-50 p-8 ring-1 ring-saffron-100 sm:p-10">
      <h2 id="article-cta" className="text-2xl font-semibold text-ink-900 sm:text-3xl">
        {heading}
      </h2>
      <p className="mt-3 text-lg text-ink-700">{text}</p>
      <ExternalButton href={chatLink(articleChatMessage(title))} variant="secondary" className="mt-7">
        {button}
      </ExternalButton>
      <p className="mt-3 text-sm text-ink-600">{replyTime}</p>
      <p className="mt-5 text-ink-700">
        {planLink.lead}{" "}
        <Link to={planLink.to} className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900">
          {planLink.label}
        </Link>
      </p>
      <p className="mt-2 text-ink-700">
        {tripsLink.lead}{" "}
        <Link
          to={tripsLink.to}
          className="font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
        >
          {tripsLink.label}
        </Link>
      </p>
    </section>
  );
}
