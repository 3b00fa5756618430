/**
 * The CPU slowdown that makes Lighthouse's simulation emulate the same phone on any host.
 *
 * Lighthouse multiplies the main-thread time it observes by a constant 4, a factor its throttling
 * documentation gives for a high-end desktop (benchmark index 1,500-2,000) to read like a mid-tier
 * phone. On a host twice as fast, 4x emulates a phone twice as fast as that. The multiplier here
 * scales with the host's index instead, so that 4x falls at the middle of that bracket (1,750), and
 * is held within the range the same documentation gives for that target (1x-10x): a host slower than
 * a phone is not sped up, and a runaway index does not turn milliseconds into seconds
 * (docs/decisions/136-the-sites-speed-measured-by-lighthouse-ci.md).
 */
export const calibration = {
  /** Lighthouse's default multiplier, and the index of the host it suits. */
  defaultMultiplier: 4,
  referenceIndex: 1750,
  minimum: 1,
  maximum: 10,
} as const;

/** The multiplier for a host of Lighthouse benchmark index `index`, to two decimals. */
export function calibratedMultiplier(index: number): number {
  const { defaultMultiplier, referenceIndex, minimum, maximum } = calibration;
  if (!Number.isFinite(index) || index <= 0) throw new Error(`No benchmark index to calibrate with: ${index}`);
  const scaled = (defaultMultiplier * index) / referenceIndex;
  return Math.round(Math.min(maximum, Math.max(minimum, scaled)) * 100) / 100;
}
