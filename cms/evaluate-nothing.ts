import { config } from "zod";

/**
 * Zod compiles a faster parser for each object schema with new Function() unless told not to, and
 * the content manager's policy refuses code made from text (server/security.js). Imported first by
 * cms/main.tsx: a schema reads this setting when it is made.
 */
config({ jitless: true });
