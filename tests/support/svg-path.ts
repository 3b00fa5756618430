/**
 * The rings of SVG path data made of moves, lines and closes (absolute or relative, as d3-geo and
 * svgo write outlines), as absolute points: what the unit tests measure a drawn outline with.
 */
export function pathRings(d: string): [number, number][][] {
  const rings: [number, number][][] = [];
  let [x, y] = [0, 0];
  let start: [number, number] = [0, 0];
  for (const [, command = "", argumentText = ""] of d.matchAll(/([MLHVZmlhvz])([^MLHVZmlhvz]*)/g)) {
    const numbers = (argumentText.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const relative = command === command.toLowerCase();
    const kind = command.toUpperCase();
    if (kind === "Z") {
      [x, y] = start;
      continue;
    }
    const step = kind === "H" || kind === "V" ? 1 : 2;
    for (let index = 0; index < numbers.length; index += step) {
      const [a = 0, b = 0] = numbers.slice(index, index + step);
      if (kind === "H") x = relative ? x + a : a;
      else if (kind === "V") y = relative ? y + a : a;
      else [x, y] = relative ? [x + a, y + b] : [a, b];
      if (kind === "M" && index === 0) {
        start = [x, y];
        rings.push([]);
      }
      rings.at(-1)?.push([x, y]);
    }
  }
  return rings;
}
