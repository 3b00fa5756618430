import { learnMoreMessage } from "#app/data/prefilled-messages/services.ts";
import type { CoreService } from "#app/data/services.ts";
import { chatLink } from "#app/lib/links.ts";
import { ExternalButton } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Picture, type PicturePlacement } from "#app/components/ui/picture.tsx";

/** A core service: picture, icon, description, its four features and a chat that names it. */
export function CoreServiceCard({ service, placement = {} }: { service: CoreService; placement?: PicturePlacement }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card">
      <div className="relative aspect-[4/3] bg-sand-200">
        <Picture
          image={service.image}
          alt={service.alt}
          {...placement}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="h-full w-full object-cover"
        />
        <span className="absolute -bottom-6 left-6 flex size-12 items-center justify-center rounded-full bg-saffron-500 text-ink-900 shadow-float">
          <Icon name={service.icon} className="size-6" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 pt-10">
        <h3 className="text-2xl font-semibold">{service.title}</h3>
        <p className="mt-3 text-ink-700">{service.description}</p>
        <ul className="mt-5 flex-1 space-y-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-ink-700">
              <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <ExternalButton href={chatLink(learnMoreMessage(service.title))} variant="outline" className="mt-6 self-start">
          Learn More<span className="sr-only"> about {service.title}</span>
          <Icon name="arrow-right" className="size-4" />
        </ExternalButton>
      </div>
    </article>
  );
}
