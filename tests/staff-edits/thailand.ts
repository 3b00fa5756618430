import { readFileSync, readdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { writePhotograph, type Scene } from "./photographs.ts";

/**
 * The staff edits' new destination (tests/staff-edits/staff-edits.ts): what the agency does in the
 * content manager to start selling Thailand, with no developer. A new attraction type ("Island")
 * in the guides' lists; the Thailand guide, its every picture an uploaded JPEG, six attractions (two
 * of them islands), a month table with two regions and its essentials; a seven-day Thailand trip;
 * the Sri Lanka coast trip deleted; and the guides reordered, Thailand second. The files are written
 * here in plain YAML and JSON and then put in the content manager's own form by the caller
 * (npm run content:format).
 */

type Fields = Record<string, unknown>;

const sunset: Pick<Scene, "sky" | "sun"> = {
  sky: [
    [92, 128, 178],
    [246, 196, 140],
  ],
  sun: { x: 0.72, y: 0.42, color: [255, 214, 150], size: 0.35 },
};
const noon: Pick<Scene, "sky" | "sun"> = {
  sky: [
    [70, 132, 200],
    [200, 224, 236],
  ],
  sun: { x: 0.25, y: 0.1, color: [255, 250, 235], size: 0.3 },
};
const andaman: NonNullable<Scene["water"]> = { near: [18, 92, 96], far: [74, 168, 166] };
/** Forested hills, the farthest first. */
const hills: Scene["ridges"] = [
  { color: [120, 150, 160], height: 0.16, roughness: 0.4 },
  { color: [70, 105, 80], height: 0.1, roughness: 0.7 },
  { color: [40, 70, 45], height: 0.05, roughness: 1 },
];

/** Every picture of the guide and the trip: its id and the landscape it shows. */
const pictures: Record<string, { scene: Scene; width: number; height: number }> = {
  "destination-thailand": {
    width: 1600,
    height: 1067,
    scene: {
      ...sunset,
      horizon: 0.62,
      ridges: hills.slice(0, 1),
      water: andaman,
      islands: [
        { x: 0.18, width: 0.16, height: 0.3 },
        { x: 0.42, width: 0.09, height: 0.2 },
        { x: 0.86, width: 0.2, height: 0.36 },
      ],
      seed: 1,
    },
  },
  "attraction-grand-palace-bangkok": {
    width: 1200,
    height: 900,
    scene: {
      ...sunset,
      horizon: 0.7,
      // A line of trees and roofs behind the spire.
      ridges: [{ color: [52, 64, 44], height: 0.05, roughness: 2 }],
      ground: [120, 104, 80],
      spire: { x: 0.5, height: 0.5, color: [214, 164, 62] },
      seed: 2,
    },
  },
  "attraction-ayutthaya": {
    width: 1200,
    height: 900,
    scene: {
      ...noon,
      horizon: 0.66,
      ridges: [
        { color: [110, 140, 150], height: 0.05, roughness: 0.5 },
        { color: [48, 80, 44], height: 0.04, roughness: 2 },
      ],
      ground: [96, 120, 64],
      spire: { x: 0.38, height: 0.42, color: [150, 92, 66] },
      seed: 3,
    },
  },
  "attraction-doi-suthep": {
    width: 1200,
    height: 900,
    scene: {
      ...sunset,
      horizon: 0.8,
      ridges: hills,
      ground: [60, 90, 50],
      spire: { x: 0.62, height: 0.32, color: [222, 178, 70] },
      seed: 4,
    },
  },
  "attraction-sukhothai": {
    width: 1200,
    height: 900,
    scene: {
      ...noon,
      horizon: 0.64,
      ridges: hills.slice(0, 1),
      water: { near: [60, 90, 70], far: [140, 170, 160] },
      spire: { x: 0.55, height: 0.3, color: [128, 112, 98] },
      seed: 5,
    },
  },
  "attraction-phang-nga-bay": {
    width: 1200,
    height: 900,
    scene: {
      ...noon,
      horizon: 0.6,
      ridges: [],
      water: andaman,
      islands: [
        { x: 0.3, width: 0.22, height: 0.34 },
        { x: 0.62, width: 0.08, height: 0.28 },
        { x: 0.85, width: 0.14, height: 0.22 },
      ],
      seed: 6,
    },
  },
  "attraction-ko-samui": {
    width: 1200,
    height: 900,
    scene: {
      ...sunset,
      horizon: 0.58,
      ridges: hills.slice(0, 2),
      water: { near: [20, 80, 110], far: [90, 170, 190] },
      seed: 7,
    },
  },
};

const attraction = (
  name: string,
  location: string,
  type: string,
  duration: string,
  image: string,
  imageAlt: string,
  region: string,
  lat: number,
  lon: number,
  description: string,
): Fields => ({
  name,
  location,
  description,
  type,
  duration,
  image: `content/images/${image}.jpg`,
  imageAlt,
  region,
  coordinates: { lat, lon },
});

/** Twelve months, from a rating per month ("b", "s", "a") and the words of each rating. */
function months(ratings: string, words: Record<string, string>): Fields {
  const keys = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
  const names: Record<string, string> = { b: "best", s: "shoulder", a: "avoid" };
  return Object.fromEntries(
    keys.map((key, index) => {
      const rating = ratings[index]!;
      return [key, { rating: names[rating], reason: words[`${rating}${index}`] ?? words[rating] }];
    }),
  );
}

function thailandGuide(order: number): Fields {
  return {
    name: "Thailand",
    order,
    checked: "2026-11-24",
    tagline: "Land of Smiles",
    rating: 4.7,
    travelers: "3K+",
    image: "content/images/destination-thailand.jpg",
    imageAlt: "Limestone islands rising from the green water of the Andaman Sea in the evening light",
    summary:
      "Gilded temples in Bangkok, the ruined capitals of Ayutthaya and Sukhothai, the hills around Chiang Mai and the limestone islands of the Andaman coast, with the best street food in Asia.",
    highlights: ["Bangkok temples", "Chiang Mai", "Andaman islands", "Street food"],
    description:
      "Plan Thailand with Saffron Route: Bangkok, Ayutthaya, Chiang Mai, Sukhothai and the islands, with the best time to visit each region.",
    intro:
      "Thailand runs from the forested hills of the Golden Triangle to the limestone islands of the Andaman Sea. Bangkok is temples and canals a skytrain ride from glass towers; Ayutthaya and Sukhothai keep the ruins of two royal capitals; Chiang Mai is the north's old walled city below its mountain temple. In the south, the west coast and the Gulf have their seasons at different times of year. We have no office in Thailand: our specialists plan your trip from Mumbai, and partners we have worked with for years guide and drive you on the ground.",
    reasons: [
      {
        icon: "landmark",
        title: "Temples and Royal Capitals",
        description:
          "The Grand Palace and Wat Pho in Bangkok, the prang towers of Ayutthaya and the lotus-bud stupas of Sukhothai tell seven centuries of Thai kingdoms.",
      },
      {
        icon: "bowl",
        title: "The Best Street Food in Asia",
        description:
          "Boat noodles by a Bangkok canal, khao soi in Chiang Mai, som tam pounded to order at a night market: Thailand eats well at every price.",
      },
      {
        icon: "waves",
        title: "Islands for Every Season",
        description:
          "The Andaman islands are at their best from November to April, the Gulf islands such as Ko Samui from January to August, so one coast or the other is dry in most months.",
      },
      {
        icon: "mountain",
        title: "Hills of the North",
        description:
          "Mist over the ridges of Doi Inthanon, Akha and Karen villages and tea plantations around Chiang Rai, and cool evenings from November to February.",
      },
      {
        icon: "leaf",
        title: "Gentle Elephant Encounters",
        description:
          "We work only with sanctuaries where elephants are not ridden and roam as a herd, such as those in the forests south of Chiang Mai.",
      },
      {
        icon: "train",
        title: "Easy to Travel",
        description:
          "Short domestic flights, overnight sleeper trains to the north and fast boats between the islands make a two-week loop easy to plan.",
      },
    ],
    attractions: [
      attraction(
        "Grand Palace and Wat Phra Kaew",
        "Bangkok",
        "Royal Palace",
        "Half Day",
        "attraction-grand-palace-bangkok",
        "The gilded spire of a stupa at the Grand Palace in Bangkok against the evening sky",
        "Central and north",
        13.75,
        100.491,
        "The official residence of the Kings of Siam since 1782, a walled city of gilded halls, mosaic-covered stupas and guardian giants. In its grounds, Wat Phra Kaew houses the Emerald Buddha, the most revered image in the country. Come at opening time, before the heat and the crowds.",
      ),
      attraction(
        "Ayutthaya Historical Park",
        "Ayutthaya",
        "UNESCO Heritage",
        "Full Day",
        "attraction-ayutthaya",
        "A brick prang tower of the ruined temples of Ayutthaya under a blue sky",
        "Central and north",
        14.356,
        100.568,
        "The capital of Siam for four centuries, until its sack in 1767: brick prangs, rows of headless Buddhas and the Buddha head held in the roots of a fig tree at Wat Mahathat. An hour and a half north of Bangkok, best seen by bicycle or on a river boat back to the city.",
      ),
      attraction(
        "Wat Phra That Doi Suthep",
        "Chiang Mai",
        "Sacred Buddhist Site",
        "Half Day",
        "attraction-doi-suthep",
        "The golden stupa of Doi Suthep above the forested hills around Chiang Mai at sunset",
        "Central and north",
        18.805,
        98.922,
        "The golden stupa on the mountain above Chiang Mai, reached by a stairway of 306 steps flanked by serpent balustrades. Founded in the fourteenth century to house a relic of the Buddha, it looks out over the old city; come late in the afternoon for the monks' evening chanting.",
      ),
      attraction(
        "Sukhothai Historical Park",
        "Sukhothai",
        "Historical Site",
        "Full Day",
        "attraction-sukhothai",
        "A stupa of Sukhothai reflected in a lotus pond with hills on the horizon",
        "Central and north",
        17.017,
        99.703,
        "The first capital of Siam, from the thirteenth century: lotus-bud stupas, walking Buddhas and ponds of water lilies in a green park. Quieter than Ayutthaya, it is best cycled at dawn, and on the way between Bangkok and Chiang Mai.",
      ),
      attraction(
        "Phang Nga Bay",
        "Phang Nga",
        "Island",
        "Full Day",
        "attraction-phang-nga-bay",
        "Limestone islands standing in the calm green water of Phang Nga Bay at midday",
        "Andaman coast",
        8.275,
        98.501,
        "Over forty limestone islands rise sheer from the shallow bay between Phuket and Krabi, their caves and hidden lagoons reached by sea kayak at low tide. Sail past Ko Tapu, the needle of rock, and stop at Ko Panyi, a fishing village built on stilts, for lunch.",
      ),
      attraction(
        "Ko Samui",
        "Surat Thani",
        "Island",
        "2-3 Days",
        "attraction-ko-samui",
        "The wooded hills of Ko Samui above the Gulf of Thailand in the late afternoon",
        "Gulf coast",
        9.512,
        100.013,
        "The largest island of the Gulf, with palm-fringed beaches, a jungle interior of waterfalls and the Big Buddha on its rock. Its dry season runs from January to August, when the Andaman coast has its rains, so it is our beach for a summer trip.",
      ),
    ],
    tips: {
      essentials: [
        {
          label: "Visa",
          value: "Exempt or on arrival for many nationalities",
          detail:
            "Many nationalities enter without a visa for a short stay, and others get one on arrival; the rules change often, so check the official site before you fly.",
        },
        {
          label: "Currency",
          value: "THB (Thai baht)",
          detail:
            "Cards are accepted in hotels and malls; carry baht for street food, markets, tuk-tuks and temple fees.",
        },
        {
          label: "Dress",
          value: "Shoulders and knees covered at temples",
          detail:
            "The Grand Palace turns away visitors in shorts or sleeveless tops; take off your shoes before entering a temple hall.",
        },
      ],
      whenToGo: [
        {
          region: "Central and north",
          note: "Dry, sunny and at its coolest in Bangkok and Chiang Mai, with cool mornings in the northern hills.",
          months: months("bbsaassssssb", {
            b: "Dry and sunny, and as cool as it gets",
            s: "Hot and humid, with afternoon showers in the rains",
            a: "The hottest months, often over 38 °C, and smoke in the north",
            s2: "The heat building fast, and hazy in the north",
          }),
        },
        {
          region: "Andaman coast",
          note: "Calm turquoise seas, sunshine and the boat trips to the islands all running, from Phuket to Krabi.",
          months: months("bbbbsaaaaasb", {
            b: "Calm seas and sunshine, and every boat trip running",
            s4: "The southwest monsoon arriving, with rougher seas",
            s10: "The rains ending, with calmer seas by the end of the month",
            a: "The southwest monsoon: heavy rain, rough seas and some boats stopped",
          }),
        },
        {
          region: "Gulf coast",
          note: "Dry and calm on Ko Samui and its neighbours while the Andaman coast has its rains.",
          months: months("bbbbbbbbsaas", {
            b: "Dry, with calm seas in the Gulf",
            s: "Showers building, or easing, between sunny spells",
            a: "The northeast monsoon: heavy rain and rough seas",
          }),
        },
      ],
    },
    capital: { name: "Bangkok", coordinates: { lat: 13.756, lon: 100.502 } },
  };
}

/** A seven-day Thailand trip: Bangkok, Chiang Mai and Krabi, in the months both regions are at their best. */
function thailandTrip(): Fields {
  return {
    title: "Thailand in a Week: Bangkok, Chiang Mai and Krabi",
    destination: "Thailand",
    summary:
      "Seven days from Bangkok's temples to the old city of Chiang Mai and the limestone coast of Krabi, with two short flights.",
    intro:
      "A week for a first taste of Thailand: two nights in Bangkok for the Grand Palace, the canals and the street food; two in Chiang Mai for its temples, its mountain and a morning with elephants at a sanctuary that does not ride them; two on the coast at Krabi for a day among the islands of Phang Nga Bay. November to February brings dry weather in all three.",
    pace: "Brisk: two nights in each of three places and two short flights; suits a first visit, couples and families with children over eight.",
    grade: "moderate",
    group: "private",
    image: "content/images/attraction-phang-nga-bay.jpg",
    imageAlt: "Limestone islands standing in the calm green water of Phang Nga Bay at midday",
    regions: ["Central and north", "Andaman coast"],
    price: {
      from: 145000,
      hotels: "4-star and boutique hotels",
      checked: "2026-11-24",
      validUntil: "2027-03-31",
      singleSupplement: 38000,
      includes: [
        "Hotels with breakfast, twin sharing",
        "Domestic flights Bangkok to Chiang Mai and Chiang Mai to Krabi, economy",
        "Private transfers at every airport",
        "English-speaking local guides on sightseeing days",
        "A long-tail boat day in Phang Nga Bay",
        "Entry fees for the sights in the plan",
      ],
      excludes: ["Thai visa fee, where one is needed", "Travel insurance", "Lunches and dinners"],
    },
    notes: [
      {
        title: "Closing days",
        text: "The Grand Palace closes at short notice for royal ceremonies; on such a day we see Wat Pho and Wat Arun first and the palace the next morning.",
      },
    ],
    stops: [
      { name: "Bangkok", coordinates: { lat: 13.756, lon: 100.502 } },
      { name: "Chiang Mai", coordinates: { lat: 18.788, lon: 98.985 } },
      { name: "Krabi", coordinates: { lat: 8.086, lon: 98.906 } },
    ],
    days: [
      {
        title: "Arrive in Bangkok",
        description:
          "A driver meets you at Suvarnabhumi Airport for the drive into the city. In the evening, a long-tail boat along the Thonburi canals and dinner by the river.",
        travel: { by: "road", hours: 1, route: "Suvarnabhumi airport to Bangkok" },
        sleep: "Bangkok",
        stay: "4-star hotel",
        meals: [],
      },
      {
        title: "The Grand Palace and Wat Pho",
        description:
          "With your guide, the Grand Palace and the Emerald Buddha at opening time, then the Reclining Buddha of Wat Pho. After a rest, a street-food walk through Chinatown's Yaowarat Road.",
        sleep: "Bangkok",
        stay: "4-star hotel",
        meals: ["breakfast"],
      },
      {
        title: "Fly North to Chiang Mai",
        description:
          "A morning flight to Chiang Mai. In the afternoon, the temples of the old walled city, Wat Chedi Luang and Wat Phra Singh, and the Sunday or night market after dark.",
        travel: { by: "domestic flight", hours: 1.25, route: "Bangkok to Chiang Mai" },
        sleep: "Chiang Mai",
        stay: "4-star hotel",
        meals: ["breakfast"],
      },
      {
        title: "Elephants and Doi Suthep",
        description:
          "A morning at an elephant sanctuary in the forest south of the city, where the herd is fed and watched, never ridden. Late in the day, up to Doi Suthep for the view and the monks' chanting.",
        sleep: "Chiang Mai",
        stay: "4-star hotel",
        meals: ["breakfast"],
      },
      {
        title: "Fly South to Krabi",
        description:
          "A flight to Krabi on the Andaman coast and the drive to your hotel near Ao Nang. The afternoon is free for the beach, or a walk to Railay's cliffs at low tide.",
        travel: { by: "domestic flight", hours: 2, route: "Chiang Mai to Krabi" },
        sleep: "Krabi",
        stay: "4-star hotel",
        meals: ["breakfast"],
      },
      {
        title: "Phang Nga Bay by Long-Tail Boat",
        description:
          "A day among the limestone islands of Phang Nga Bay: sea caves by kayak, Ko Tapu and lunch at the stilt village of Ko Panyi, back by late afternoon.",
        travel: { by: "boat", hours: 2, route: "Ao Nang to Phang Nga Bay" },
        sleep: "Krabi",
        stay: "4-star hotel",
        meals: ["breakfast"],
      },
      {
        title: "Fly Home",
        description:
          "A last morning on the beach, then the transfer to Krabi airport for your flight home, or on to Bangkok for a longer stay.",
        travel: { by: "road", hours: 0.5, route: "Ao Nang to Krabi airport" },
        meals: ["breakfast"],
      },
    ],
  };
}

const readYaml = (file: string) => parseYaml(readFileSync(file, "utf8")) as Fields;

/** The Thailand edits, made on the project at `project`; what they did, for the run's summary. */
export async function addThailand(project: string): Promise<string[]> {
  const content = path.join(project, "content");

  // 1. A new attraction type, added at the end of the list as the content manager does.
  const listsFile = path.join(content, "settings/guides.json");
  const lists = JSON.parse(readFileSync(listsFile, "utf8")) as { attractionTypes: string[] };
  lists.attractionTypes.push("Island");
  writeFileSync(listsFile, JSON.stringify(lists, null, 2));

  // 2. The pictures, uploaded as JPEG photographs.
  for (const [id, { scene, width, height }] of Object.entries(pictures))
    await writePhotograph(path.join(content, `images/${id}.jpg`), scene, width, height);

  // 3. The guides reordered, Thailand second: each guide after the first moves down one place.
  const guides = readdirSync(path.join(content, "destinations"))
    .filter((file) => file.endsWith(".yaml"))
    .map((file) => ({
      file: path.join(content, "destinations", file),
      fields: readYaml(path.join(content, "destinations", file)),
    }))
    .sort((a, b) => Number(a.fields.order) - Number(b.fields.order));
  guides.forEach(({ file, fields }, index) => {
    const order = index === 0 ? 1 : index + 2;
    if (fields.order === order) return;
    writeFileSync(file, stringifyYaml({ ...fields, order }));
  });
  writeFileSync(path.join(content, "destinations/thailand.yaml"), stringifyYaml(thailandGuide(2)));

  // 4. A seven-day Thailand trip, its file name made from its title; the Sri Lanka coast trip deleted.
  const trip = thailandTrip();
  const slug = String(trip.title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  writeFileSync(path.join(content, `trips/${slug}.yaml`), stringifyYaml(trip));
  const removed = "sri-lanka-coast-and-wildlife.yaml";
  unlinkSync(path.join(content, "trips", removed));

  return [
    `the attraction type "Island" added (content/settings/guides.json)`,
    `content/destinations/thailand.yaml added, second in the list, its ${Object.keys(pictures).length} pictures uploaded JPEGs`,
    `content/trips/${slug}.yaml added, content/trips/${removed} deleted`,
  ];
}
