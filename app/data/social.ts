import { site } from "~/data/site";
import { chatLink } from "~/lib/links";
import type { IconName } from "~/components/ui/icon";

export interface SocialLink {
  /** Accessible name: what the button opens. */
  label: string;
  href: string;
  icon: IconName;
}

/**
 * The four social buttons of the floating bar and the footer, in the specification's order:
 * professional network, social network, photo network, messaging app.
 */
export const socialLinks: readonly SocialLink[] = [
  { label: `${site.brandName} on ${site.social.professional.label}`, href: site.social.professional.href, icon: "linkedin" },
  { label: `${site.brandName} on ${site.social.social.label}`, href: site.social.social.href, icon: "facebook" },
  { label: `${site.brandName} on ${site.social.photo.label}`, href: site.social.photo.href, icon: "instagram" },
  { label: `Chat with us on ${site.chat.appName}`, href: chatLink(), icon: "whatsapp" },
];
