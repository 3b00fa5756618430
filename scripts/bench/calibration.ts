/**
 * The CPU slowdown that makes Lighthouse emulate the same phone on any host (record 168): its
 * default 4x suits a desktop of benchmark index 1,500-2,000, so the multiplier scales with the
 * host's index, 4x at 1,750, held within the 1x-10x its documentation gives.
 */
export const calibration = {
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
