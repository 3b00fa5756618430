import { tripsCopy } from "#app/data/trip-copy.ts";
import { headOffice, site } from "#app/data/site.ts";

/**
 * The top of a printed trip: the agency, its phone, e-mail and head office, and the date of the
 * plan, all from the business facts, so that a printout on a fridge or passed to a relative says
 * who to call. Print only: on screen the header and footer say it.
 */
export function TripPrintHeader({ publishedOn }: { publishedOn: string | undefined }) {
  return (
    <div className="border-ink-300 hidden border-b pb-3 text-sm text-ink-700 print:block">
      <p className="font-display text-lg font-semibold text-ink-900">{site.legalName}</p>
      <p>
        <span className="whitespace-nowrap">{site.phone.display}</span> · {site.email}
      </p>
      <p>
        {headOffice.office}: {headOffice.address.join(", ")}
      </p>
      {publishedOn ? <p>{tripsCopy.page.printedFrom(publishedOn)}</p> : null}
    </div>
  );
}
