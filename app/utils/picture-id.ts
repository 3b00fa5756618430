/**
 * A picture is named by its id: its file name in content/images without the extension. The
 * content manager stores a chosen or uploaded picture as a path ("/content/images/hoi-an.jpg");
 * both forms name the same picture.
 */
export function pictureId(value: string): string {
  const name = value.trim().split("/").pop() ?? "";
  return name.replace(/\.(svg|jpe?g|png|webp|avif)$/i, "");
}
