import type { z } from "zod";

/**
 * A schema's complaints about a content file, one line each, naming the field as a path
 * ('field "attractions.1.image": …'); `whole` names the file itself when no field is at fault.
 * Only relative imports: vite.config.ts loads this through settings-schema.ts.
 */
export function fieldProblems(error: z.ZodError, whole: string): string[] {
  return error.issues.map(
    (issue) => `field "${issue.path.length > 0 ? issue.path.join(".") : whole}": ${issue.message}`,
  );
}
