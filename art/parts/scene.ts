/** The shape of one composed picture, and the helper that wraps a body into a document. */
import { svgDoc } from "./svg.ts";

export interface Scene {
  /** File name without extension; also the prefix of every id inside the file. */
  id: string;
  width: number;
  height: number;
  /** Short description of the subject, usable as alt text. */
  title: string;
  render(): string;
}

/** Build a scene entry whose body function receives its own id (for gradient ids). */
export function scene(id: string, width: number, height: number, title: string, body: (id: string) => string): Scene {
  return { id, width, height, title, render: () => svgDoc(width, height, body(id)) };
}

/** The `scene` of one picture size, for a set of pictures that share it. */
export function sceneOfSize(
  width: number,
  height: number,
): (id: string, title: string, body: (id: string) => string) => Scene {
  return (id, title, body) => scene(id, width, height, title, body);
}
