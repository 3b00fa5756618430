import { preload } from "react-dom";
import { images, type ImageId } from "~/generated/images";
import type { ImageAsset } from "~/utils/images";

/** Pictures whose failure was already reported: an error may be seen both ways below, never twice. */
const reported = new WeakSet<HTMLImageElement>();

/** Specification (error catalogue): a main picture that fails to load logs a warning, and nothing else happens. */
function warnOnce(img: HTMLImageElement) {
  if (reported.has(img)) return;
  reported.add(img);
  console.warn(`Main image failed to load: ${img.getAttribute("src")}`);
}

/**
 * A picture that failed before the scripts ran fired its error event before React listened for it:
 * on hydration, a picture that is complete but has no width has failed.
 */
function warnIfAlreadyFailed(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0) warnOnce(img);
}

/** Alt text is required; only a purely decorative picture may go without, and must say so. */
type AltText = { alt: string; decorative?: false } | { alt?: never; decorative: true };

export type PictureProps = AltText & {
  image: ImageId;
  /**
   * The files of a picture not yet in the manifest: one the content manager's preview shows
   * before the image pipeline has run. Pages never pass it.
   */
  asset?: ImageAsset;
  /** How wide the picture is drawn, for choosing among responsive widths (photographs). */
  sizes?: string;
  /**
   * The page's main picture (its largest contentful paint): loaded at once, preloaded from the
   * head and fetched with high priority. Every other picture loads lazily.
   */
  priority?: boolean;
  className?: string;
};

/**
 * Every picture of the site goes through here: explicit width and height (nothing shifts while it
 * loads), alt text, lazy loading below the fold, and AVIF/WebP variants for photographs.
 */
export function Picture({ image, asset: given, sizes = "100vw", priority = false, className, ...text }: PictureProps) {
  const asset: ImageAsset = given ?? images[image];
  const alt = text.decorative ? "" : text.alt;
  const best = asset.sources[0];

  if (priority) {
    preload(asset.src, {
      as: "image",
      fetchPriority: "high",
      ...(best ? { imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type } : {}),
    });
  }

  const img = (
    <img
      src={asset.src}
      width={asset.width}
      height={asset.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      onError={priority ? (event) => warnOnce(event.currentTarget) : undefined}
      ref={priority ? warnIfAlreadyFailed : undefined}
    />
  );
  if (asset.sources.length === 0) return img;
  return (
    <picture>
      {asset.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
