import { site } from "#app/data/site.ts";
import { OfficeCard } from "./office-card";

/**
 * Every office as a card. Cards with an e-mail (`reach`) stand two to a row until the widest screens,
 * so each side of an address fits its line (docs/decisions/144-content-schemas-and-rules.md).
 */
export function OfficeList({ reach = false }: { reach?: boolean }) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${reach ? "xl:grid-cols-4" : "lg:grid-cols-4"}`}>
      {site.offices.map((office) => (
        <li key={office.office}>
          <OfficeCard office={office} reach={reach ? office : undefined} />
        </li>
      ))}
    </ul>
  );
}
