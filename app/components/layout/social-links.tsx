import { socialLinks } from "#app/data/social.ts";
import { replyPromise } from "#app/data/booking.ts";
import { chatLink, externalLinkAttributes } from "#app/lib/links.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/** The social buttons, each to a new tab; the chat's title says when the agency replies. */
export function SocialLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {socialLinks.map((link) => (
        <li key={link.icon}>
          <a
            href={"href" in link ? link.href : chatLink(link.chatMessage)}
            aria-label={link.label}
            title={"href" in link ? link.label : `${link.label}. ${replyPromise.quick}`}
            className={linkClassName}
            {...externalLinkAttributes}
          >
            <Icon name={link.icon} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
