/** What the image pipeline (scripts/pipeline/images) knows of every picture in content/images. */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export interface ImageAsset {
  width: number;
  height: number;
  /** The SVG itself, or a photograph's JPEG fallback. */
  src: string;
  /** Empty for SVG, which scales by itself. */
  sources: readonly ImageSource[];
}
