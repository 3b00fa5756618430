/**
 * An e-mail address as printed: one long word, which may break after its "@" on a narrow screen
 * instead of widening its column under the floating controls (an address staff change in the
 * business facts can be any length).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  // One element, so that in a flex link (an icon beside the address) the two parts stay one item,
  // with no gap between them and no space in the link's name.
  if (at < 0) return <span>{address}</span>;
  return (
    <span>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
