/** A picture's id, its file name without the extension, from the path the content manager stores. */
export function pictureId(value: string): string {
  const name = value.trim().split("/").pop() ?? "";
  return name.replace(/\.(svg|jpe?g|png|webp|avif)$/i, "");
}
