import type { Office } from "~/data/site";
import { Eyebrow } from "~/components/ui/eyebrow";
import { Icon } from "~/components/ui/icon";

/**
 * One office: country, office name and address lines. The office's phone and e-mail are in the data
 * but deliberately not shown here (specification: Get In Touch shows the address only).
 */
export function OfficeCard({ office }: { office: Pick<Office, "country" | "office" | "address"> }) {
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
    </article>
  );
}
