import sharp from "sharp";

/**
 * Photograph-like landscapes for the staff edits (tests/staff-edits/staff-edits.ts): a sky with its
 * light, hazy ridges, water with its glitter, limestone islands or a temple's spire against the
 * light, foliage texture and film grain, saved as a JPEG the way a camera or an upload would be.
 * They go through the site's image pipeline like any photograph staff upload; the agency's own
 * photographs replace them in a real edit.
 */

type Rgb = readonly [number, number, number];

export interface Scene {
  /** The sky from its top to the horizon, and the sun's glow. */
  sky: readonly [Rgb, Rgb];
  sun: { x: number; y: number; color: Rgb; size: number };
  /** Where land or sea meets the sky, as a share of the height. */
  horizon: number;
  /** The ridges from the farthest, each lower and darker than the one behind. */
  ridges: readonly { color: Rgb; height: number; roughness: number }[];
  /** Water below the horizon (a bay, a river, the sea), or land all the way down. */
  water?: { near: Rgb; far: Rgb };
  ground?: Rgb;
  /** Limestone islands standing in the water, by their middle, width and height (shares). */
  islands?: readonly { x: number; width: number; height: number }[];
  /** A stupa's spire against the sky, by its middle and height (shares). */
  spire?: { x: number; height: number; color: Rgb };
  seed: number;
}

/** A repeatable pseudo-random number in [0, 1) for an integer lattice point. */
function hash(x: number, y: number, seed: number): number {
  const value = Math.sin(x * 127.1 + y * 311.7 + seed * 74.7) * 43758.5453;
  return value - Math.floor(value);
}

/** Smooth value noise in [0, 1). */
function noise(x: number, y: number, seed: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const top = hash(x0, y0, seed) * (1 - sx) + hash(x0 + 1, y0, seed) * sx;
  const bottom = hash(x0, y0 + 1, seed) * (1 - sx) + hash(x0 + 1, y0 + 1, seed) * sx;
  return top * (1 - sy) + bottom * sy;
}

/** Fractal noise: octaves of value noise, in about [0, 1). */
function fractal(x: number, y: number, seed: number, octaves = 4): number {
  let sum = 0;
  let amplitude = 0.5;
  let frequency = 1;
  for (let octave = 0; octave < octaves; octave++) {
    sum += amplitude * noise(x * frequency, y * frequency, seed + octave * 13);
    amplitude /= 2;
    frequency *= 2;
  }
  return sum;
}

const mix = (a: Rgb, b: Rgb, t: number): [number, number, number] => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The scene's pixels, RGB, row by row. */
function render(scene: Scene, width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const horizonY = scene.horizon * height;
  const haze = mix(scene.sky[1], [255, 255, 255], 0.2);
  // Each ridge's line, per column: higher ridges behind.
  const ridgeLines = scene.ridges.map((ridge, index) =>
    Float32Array.from({ length: width }, (_, x) => {
      const shape = fractal(x / (width / (3 + ridge.roughness * 4)), index * 7.3, scene.seed + index * 31, 5);
      return horizonY - ridge.height * height * (0.45 + shape);
    }),
  );
  const islandTop = (x: number): number => {
    let top = Infinity;
    for (const island of scene.islands ?? []) {
      const d = (x / width - island.x) / (island.width / 2);
      if (Math.abs(d) >= 1) continue;
      // Steep sides and a rounded, ragged crown: the karst of the Andaman coast.
      const profile = Math.pow(1 - Math.pow(Math.abs(d), 4), 0.6);
      const ragged = 0.9 + 0.1 * fractal(x / 18, island.x * 50, scene.seed + 5, 3);
      top = Math.min(top, horizonY - island.height * height * profile * ragged);
    }
    return top;
  };
  const spireTop = (x: number): number => {
    if (!scene.spire) return Infinity;
    const d = Math.abs(x / width - scene.spire.x) * width;
    const h = scene.spire.height * height;
    // A bell, a ringed neck and a long spire, all tapering to a point.
    const bell = h * 0.45 * Math.max(0, 1 - Math.pow(d / (h * 0.28), 2));
    const spire = h * Math.max(0, 1 - d / (h * 0.06));
    return horizonY - Math.max(bell, spire);
  };
  const islandTops = Float32Array.from({ length: width }, (_, x) => islandTop(x));
  const spireTops = Float32Array.from({ length: width }, (_, x) => spireTop(x));

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let color: [number, number, number];
      // The sky and the sun's glow.
      const t = Math.min(1, y / horizonY);
      color = mix(scene.sky[0], scene.sky[1], Math.pow(t, 0.8));
      const sunDistance = Math.hypot(x / width - scene.sun.x, (y / height - scene.sun.y) * (height / width));
      color = mix(color, scene.sun.color, Math.max(0, 1 - sunDistance / scene.sun.size) ** 2);
      const cloud = fractal(x / 260, y / 70, scene.seed + 99, 5);
      if (y < horizonY) color = mix(color, [255, 250, 242], Math.max(0, cloud - 0.55) * 1.2);
      // The ridges, hazier with distance.
      scene.ridges.forEach((ridge, index) => {
        if (y >= ridgeLines[index]![x]!) {
          const depth = (y - ridgeLines[index]![x]!) / height;
          const texture = fractal(x / 40, y / 40, scene.seed + index * 17, 4);
          const shade = mix(ridge.color, [0, 0, 0], depth * 0.6 + (texture - 0.5) * 0.25);
          color = mix(shade, haze, 0.55 * (1 - index / scene.ridges.length) * (1 - depth));
        }
      });
      if (y >= spireTops[x]!) {
        const light = 0.75 + 0.25 * Math.sin((x / width - scene.spire!.x) * 60);
        color = mix(scene.spire!.color, [40, 25, 10], 1 - light);
      }
      if (y >= horizonY) {
        if (scene.water) {
          // Water darker towards the viewer, with ripples and the sun's glitter.
          const depth = (y - horizonY) / (height - horizonY);
          color = mix(scene.water.far, scene.water.near, Math.pow(depth, 0.7));
          const ripple = fractal(x / 90, y / 6, scene.seed + 7, 4);
          color = mix(color, [255, 255, 255], Math.max(0, ripple - 0.6) * 0.9);
          const glitter = Math.max(0, 1 - Math.abs(x / width - scene.sun.x) * 8) * (ripple > 0.62 ? 0.5 : 0);
          color = mix(color, scene.sun.color, glitter);
        } else {
          const grass = fractal(x / 25, y / 25, scene.seed + 3, 5);
          color = mix(scene.ground ?? [90, 110, 60], [20, 30, 10], grass * 0.6);
        }
      }
      if (y >= islandTops[x]! && y < horizonY + (horizonY - islandTops[x]!) * 0.15) {
        // Limestone: grey rock streaked under green crowns; its reflection just below the waterline.
        const rock = fractal(x / 14, y / 30, scene.seed + 11, 4);
        const green = y - islandTops[x]! < height * 0.05 * (0.5 + rock) ? 1 : 0;
        const base: Rgb = green ? [58, 92, 52] : [118, 116, 104];
        color = y >= horizonY ? mix(color, base, 0.35) : mix(base, [30, 30, 25], rock * 0.5);
      }
      // Vignette and film grain.
      const vignette = 1 - 0.35 * Math.pow(Math.hypot(x / width - 0.5, y / height - 0.5) * 1.4, 2);
      const grain = (hash(x, y, scene.seed + 1) - 0.5) * 14;
      const offset = (y * width + x) * 3;
      pixels[offset] = clamp(color[0] * vignette + grain);
      pixels[offset + 1] = clamp(color[1] * vignette + grain);
      pixels[offset + 2] = clamp(color[2] * vignette + grain);
    }
  }
  return pixels;
}

/** Writes the scene as a JPEG of this size, as a camera would save it. */
export async function writePhotograph(file: string, scene: Scene, width: number, height: number): Promise<void> {
  await sharp(render(scene, width, height), { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(file);
}
