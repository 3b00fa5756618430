import { site } from "~/data/site";
import { OfficeCard } from "./office-card";

/** Every office of the site configuration as a card: country, office name and address lines. */
export function OfficeList() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {site.offices.map((office) => (
        <li key={office.office}>
          <OfficeCard office={office} />
        </li>
      ))}
    </ul>
  );
}
