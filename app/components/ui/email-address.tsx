/**
 * An e-mail address as printed: two unbreakable words, the part up to its "@" and the domain, so
 * that on a narrow column it breaks after the "@" and nowhere else (never after a hyphen of the
 * domain, "saffron-" / "route.example"). The settings schema holds each part to a length that fits
 * the narrowest column the address is printed in (docs/decisions/144-content-schemas-and-rules.md).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  // One element, so that in a flex link (an icon beside the address) the two parts stay one item,
  // with no gap between them and no space in the link's name.
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}
