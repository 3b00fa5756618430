import { z } from "zod";

/**
 * zod's messages in staff's words, in the build and the content manager alike; a schema's own
 * message wins. Set for the process by importing this module (schema-kit.ts does).
 */

function count(value: number, one: string, many = `${one}s`): string {
  return `${value.toLocaleString("en-US")} ${value === 1 ? one : many}`;
}

type Bound = { origin: string; input?: unknown; exact?: boolean };

function sizeWords({ origin, input }: Bound, limit: number | bigint, side: "least" | "most"): string | undefined {
  const value = Number(limit);
  const length = typeof input === "string" || Array.isArray(input) ? input.length : undefined;
  const now = length === undefined ? "" : ` (this has ${length.toLocaleString("en-US")})`;
  if (origin === "string") return `Write at ${side} ${count(value, "character")}${now}.`;
  if (origin === "array" || origin === "set") return `Add at ${side} ${count(value, "entry", "entries")}${now}.`;
  if (origin === "number" || origin === "int" || origin === "bigint")
    return `Use a number of at ${side} ${value.toLocaleString("en-US")}.`;
  if (origin === "date") return `Use a date ${side === "least" ? "on or after" : "on or before"} ${String(limit)}.`;
  return undefined;
}

const expectedWords: Record<string, string> = {
  string: "Write some text here.",
  number: "Write a number here.",
  int: "Write a whole number here.",
  boolean: "Choose yes or no.",
  array: "This must be a list.",
  object: "This must be a group of fields.",
};

function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null) return "This is required: fill it in.";
      return expectedWords[issue.expected] ?? undefined;
    case "too_small": {
      if (issue.origin === "string" && Number(issue.minimum) === 1) return "This is required: fill it in.";
      return sizeWords(issue, issue.minimum, "least");
    }
    case "too_big":
      return sizeWords(issue, issue.maximum, "most");
    case "invalid_format":
      if (issue.format === "email") return "Write an e-mail address such as hello@example.com.";
      if (issue.format === "url") return "Write a full web address, starting with https://.";
      return "This is not written in the expected form.";
    case "invalid_value":
      return `Choose one of: ${issue.values.map(String).join(", ")}.`;
    case "unrecognized_keys":
      return `${issue.keys.map((key) => `"${key}"`).join(", ")} ${issue.keys.length === 1 ? "is not a field" : "are not fields"} of this file: check the spelling, or remove ${issue.keys.length === 1 ? "it" : "them"}.`;
    case "not_multiple_of":
      return `Use a multiple of ${String(issue.divisor)}.`;
    default:
      return undefined;
  }
}

z.config({ customError: plainMessage });

/** 'field "attractions.1.image": …', one line each; `whole` names the file when no field is at fault. */
export function fieldProblems(error: z.ZodError, whole: string): string[] {
  return error.issues.map(
    (issue) => `field "${issue.path.length > 0 ? issue.path.join(".") : whole}": ${issue.message}`,
  );
}
