export function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : undefined;
}

/** Whether a number is given and lies within the limits, both included. */
export function within(value: number | undefined, { min, max }: { min: number; max: number }): value is number {
  return value !== undefined && value >= min && value <= max;
}
