/** The one list of every picture in the set. */
import type { Scene } from "./parts/scene.ts";
import { attractions } from "./scenes/attractions.ts";
import { blog } from "./scenes/blog.ts";
import { destinations } from "./scenes/destinations.ts";
import { heroes } from "./scenes/heroes.ts";
import { pages } from "./scenes/pages.ts";
import { coreServices, homeServices } from "./scenes/services.ts";
import { team } from "./scenes/team.ts";

export type { Scene };

export const catalog: readonly Scene[] = [
  ...heroes,
  ...destinations,
  ...homeServices,
  ...coreServices,
  ...attractions,
  ...blog,
  ...team,
  ...pages,
];
