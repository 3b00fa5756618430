import type { Route } from "./+types/contact";
import { pages } from "~/data/pages";
import { site } from "~/data/site";
import { chatLink, chatMessages, dialLink, mailLink } from "~/lib/links";
import { paths } from "~/lib/paths";
import { seo } from "~/lib/seo";
import { ExternalButton } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { PageHero } from "~/components/ui/page-hero";

export const meta: Route.MetaFunction = () => seo({ ...pages.contact, path: paths.contact });

export default function Contact() {
  return (
    <PageHero eyebrow={pages.contact.eyebrow} title={pages.contact.heading} lead={pages.contact.lead}>
      <div className="mt-9 flex flex-wrap gap-4">
        <ExternalButton href={dialLink()}>
          <Icon name="phone" />
          Call {site.phone.display}
        </ExternalButton>
        <ExternalButton href={chatLink(chatMessages.startChat)} variant="light">
          <Icon name="whatsapp" />
          Start WhatsApp Chat
        </ExternalButton>
        <ExternalButton href={mailLink()} variant="light">
          <Icon name="mail" />
          Or email us directly
        </ExternalButton>
      </div>
    </PageHero>
  );
}
