import { useState } from "react";
import { preload } from "react-dom";
import { images, type ImageId } from "#app/generated/images.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import { inlineSvgMarkup } from "#app/lib/inline-svg.ts";

/** Pictures whose failure was already reported: an error may be seen both ways below, never twice. */
const reported = new WeakSet<HTMLImageElement>();

/**
 * Specification (error catalogue): a hero picture that fails to load logs a warning, and nothing else
 * happens. Every picture does the same, the carousel's later slides (loaded lazily) included.
 */
function warnOnce(img: HTMLImageElement) {
  if (reported.has(img)) return;
  reported.add(img);
  console.warn(`Image failed to load: ${img.getAttribute("src")}`);
}

/**
 * A picture that failed before the scripts ran fired its error event before React listened for it:
 * on hydration, a picture that is complete but has no width has failed.
 */
function warnIfAlreadyFailed(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0) warnOnce(img);
}

/** Marks a picture of the first screen drawn inside the page; its value is the picture's file. */
const inlineAttribute = "data-inline-picture";

/**
 * The markup of a first-screen illustration drawn inside the page, or undefined for a picture that is
 * fetched. When prerendering, the SVG file itself (docs/decisions/141-the-first-screen.md).
 * In the browser the markup is already in the page: hydration takes it from there, so the bundle
 * never carries a drawing. A page reached by a client-side navigation has none to take, and its
 * main picture is an <img> like any other. Read once, when the picture first renders.
 */
function useInlineMarkup(asset: ImageAsset, inline: boolean): string | undefined {
  const [markup] = useState(() => {
    if (!inline || asset.sources.length > 0 || !asset.src.endsWith(".svg")) return undefined;
    if (import.meta.env.SSR) return inlineSvgMarkup(asset.src);
    return document.querySelector(`[${inlineAttribute}="${CSS.escape(asset.src)}"]`)?.innerHTML;
  });
  return markup;
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
   * The page's main picture, in the first screen: an illustration (SVG) is drawn inside the
   * prerendered page, so it needs no request of its own; a photograph is loaded at once, preloaded
   * from the head and fetched with high priority. Every other picture loads lazily.
   */
  priority?: boolean;
  /**
   * In a phone's first screen, though not the main picture: an illustration is drawn inside the
   * page like the main picture, a photograph loads at once but is not preloaded.
   */
  firstScreen?: boolean;
  /**
   * In the first screen of wider screens only, the ones this media query matches (the rest of a
   * row of cards that is one card wide on a phone): the picture is a file, loaded lazily, and
   * preloaded from the head for those screens alone, so that a phone's first paint carries none of
   * its bytes (docs/decisions/141-the-first-screen.md).
   */
  firstScreenOn?: string;
  className?: string;
};

/** Where a picture stands on its page, for the components that place pictures of their own (cards). */
export type PicturePlacement = Pick<PictureProps, "priority" | "firstScreen" | "firstScreenOn">;

/**
 * Every picture of the site goes through here: explicit width and height (nothing shifts while it
 * loads), alt text, lazy loading below the fold, and AVIF/WebP variants for photographs.
 * A main illustration drawn inside the page fills its box, cropped like `object-fit: cover`.
 */
export function Picture({
  image,
  asset: given,
  sizes = "100vw",
  priority = false,
  firstScreen = false,
  firstScreenOn,
  className,
  ...text
}: PictureProps) {
  const asset: ImageAsset = given ?? images[image];
  const alt = text.decorative ? "" : text.alt;
  const best = asset.sources[0];
  const markup = useInlineMarkup(asset, (priority || firstScreen) && given === undefined);

  if (markup !== undefined) {
    return (
      <div
        {...{ [inlineAttribute]: asset.src }}
        role={alt ? "img" : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`${className ?? ""} [&>svg]:block`}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    );
  }

  if (priority || firstScreenOn) {
    preload(asset.src, {
      as: "image",
      ...(priority ? { fetchPriority: "high" } : { media: firstScreenOn }),
      ...(best ? { imageSrcSet: best.srcSet, imageSizes: sizes, type: best.type } : {}),
    });
  }

  const img = (
    <img
      src={asset.src}
      width={asset.width}
      height={asset.height}
      alt={alt}
      loading={priority || firstScreen ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
      onError={(event) => warnOnce(event.currentTarget)}
      ref={warnIfAlreadyFailed}
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
