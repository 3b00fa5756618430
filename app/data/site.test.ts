import { describe, expect, it } from "vitest";
import type { SiteFacts } from "#app/lib/content/settings-schema.ts";
import { officesAsShown, site } from "./site";

/** The business facts with these offices, the rest as content/settings/site.json gives it. */
function factsWith(offices: SiteFacts["offices"]): SiteFacts {
  return {
    ...(site as unknown as SiteFacts),
    phone: "+91 22 1234 5678",
    email: "hello@agency.example",
    hours: site.hours,
    offices,
  };
}

const place = (city: string, country: string, code: string) => ({
  country,
  office: `${city} Office`,
  city,
  address: [`1 Main Street, ${city}`],
  postal: { streetAddress: "1 Main Street", addressLocality: city, addressCountry: code },
  coordinates: { lat: 0, lon: 0 },
});

describe("each office's own phone, WhatsApp number, e-mail and hours", () => {
  const dubaiHours = { schema: "Mo-Sa 09:00-18:00", display: "Monday to Saturday, 9:00 to 18:00" };
  const [mumbai, colombo, dubai] = officesAsShown(
    factsWith([
      place("Mumbai", "India", "IN"),
      { ...place("Colombo", "Sri Lanka", "LK"), email: "colombo@agency.example" },
      { ...place("Dubai", "United Arab Emirates", "AE"), phone: "+971 4 555 0100", hours: dubaiHours },
    ]),
  );

  it("are the office's own where it gives them", () => {
    expect(dubai).toMatchObject({
      phone: { display: "+971 4 555 0100", digits: "97145550100", dial: "+97145550100" },
      hours: dubaiHours,
    });
    expect(colombo?.email).toBe("colombo@agency.example");
  });

  it("are the head office's where it leaves them empty, and its chat number is its phone", () => {
    expect(colombo?.phone.display).toBe("+91 22 1234 5678");
    expect(colombo?.hours).toEqual(site.hours.office);
    expect(dubai?.email).toBe("hello@agency.example");
    expect(dubai?.chat.digits).toBe("97145550100");
    expect(mumbai?.chat.digits).toBe("912212345678");
  });

  it("follow the head office's own when it has them", () => {
    const [, branch] = officesAsShown(
      factsWith([
        { ...place("Mumbai", "India", "IN"), phone: "+91 22 9999 0000" },
        place("Colombo", "Sri Lanka", "LK"),
      ]),
    );
    expect(branch?.phone.display).toBe("+91 22 9999 0000");
  });
});
