import { defaultChatMessage } from "#app/data/prefilled-messages/site.ts";
import { site } from "#app/data/site.ts";

/**
 * The four social buttons of the floating bar and the footer, in the specification's order:
 * professional network, social network, photo network, messaging app. A network's page (href), or the
 * chat app opened with a prefilled message; `label`, the accessible name, says what the button opens.
 */
export const socialLinks = [
  {
    label: `${site.brandName} on ${site.social.professional.label}`,
    href: site.social.professional.href,
    icon: "linkedin",
  },
  { label: `${site.brandName} on ${site.social.social.label}`, href: site.social.social.href, icon: "facebook" },
  { label: `${site.brandName} on ${site.social.photo.label}`, href: site.social.photo.href, icon: "instagram" },
  { label: `Chat with us on ${site.chat.appName}`, chatMessage: defaultChatMessage, icon: "whatsapp" },
] as const;
