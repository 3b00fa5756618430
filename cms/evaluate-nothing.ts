import { config } from "zod";

/**
 * Zod compiles each object schema with new Function() unless told not to, which /admin's policy
 * refuses. Imported first by cms/main.tsx: a schema reads this setting when it is made.
 */
config({ jitless: true });
