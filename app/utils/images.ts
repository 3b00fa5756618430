/** What the image pipeline (scripts/pipeline/images) knows of every picture in content/images. */
export interface ImageSource {
  type: "image/avif" | "image/webp";
  srcSet: string;
}

export interface ImageAsset {
  /** Intrinsic size: written on every <img> so that nothing shifts while it loads. */
  width: number;
  height: number;
  /** The URL the <img> points at: the SVG itself, or a JPEG fallback for a photograph. */
  src: string;
  /** Responsive modern formats for <picture>; empty for SVG, which scales by itself. */
  sources: readonly ImageSource[];
}
