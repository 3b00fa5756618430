import { createContext, useContext, useState } from "react";
import { preload } from "react-dom";
import { images, type ImageId } from "#app/generated/images.ts";
import type { ImageAsset } from "#app/utils/images.ts";
import { inlineSvgMarkup } from "#app/lib/inline-svg.ts";

/** An error may be seen both by onError and on hydration (below): reported once. */
const reported = new WeakSet<HTMLImageElement>();

/** Specification (error catalogue): a picture that fails to load logs a warning, nothing else. */
function warnOnce(img: HTMLImageElement) {
  if (reported.has(img)) return;
  reported.add(img);
  console.warn(`Image failed to load: ${img.getAttribute("src")}`);
}

/** A picture that failed before hydration fired its error unheard: complete without a width. */
function warnIfAlreadyFailed(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0) warnOnce(img);
}

const inlineAttribute = "data-inline-picture";

/**
 * A first-screen illustration's markup, drawn inside the page (docs/decisions/141-the-first-screen.md):
 * the SVG file when prerendering, taken from the page when hydrating, so the bundle never carries a
 * drawing. After a client-side navigation there is none to take, and the picture is an <img>.
 */
function useInlineMarkup(asset: ImageAsset, inline: boolean): string | undefined {
  const [markup] = useState(() => {
    if (!inline || asset.sources.length > 0 || !asset.src.endsWith(".svg")) return undefined;
    if (import.meta.env.SSR) return inlineSvgMarkup(asset.src);
    return document.querySelector(`[${inlineAttribute}="${CSS.escape(asset.src)}"]`)?.innerHTML;
  });
  return markup;
}

/** Pictures uploaded since the last build, by id: only the content manager's previews provide them. */
export const PreviewPictures = createContext<Readonly<Record<string, ImageAsset>>>({});

type AltText = { alt: string; decorative?: false } | { alt?: never; decorative: true };

export type PictureProps = AltText & {
  image: ImageId;
  /** A picture not yet in the manifest: only the content manager's preview passes it. */
  asset?: ImageAsset;
  sizes?: string;
  /** The page's main picture: an illustration drawn inside the page, a photograph preloaded with high priority. */
  priority?: boolean;
  /**
   * With `priority`: asked for as a file and preloaded with high priority, an illustration too, so
   * that it is the page's largest paint (docs/decisions/191-the-home-carousel-paints-its-largest-first.md).
   */
  fetched?: boolean;
  /** In a phone's first screen: an illustration drawn inside the page, a photograph loaded eagerly. */
  firstScreen?: boolean;
  /** In the first screen only where this media query matches: lazy, and preloaded for those screens alone. */
  firstScreenOn?: string;
  className?: string;
};

/** Every picture of the site: width and height, alt text, lazy below the fold, AVIF/WebP for photographs. */
export function Picture({
  image,
  asset: given,
  sizes = "100vw",
  priority = false,
  fetched = false,
  firstScreen = false,
  firstScreenOn,
  className,
  ...text
}: PictureProps) {
  const uploaded = useContext(PreviewPictures)[image];
  const asset: ImageAsset = given ?? uploaded ?? images[image];
  const alt = text.decorative ? "" : text.alt;
  const best = asset.sources[0];
  const markup = useInlineMarkup(asset, (priority || firstScreen) && !fetched && given === undefined);

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
