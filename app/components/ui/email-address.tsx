/**
 * An e-mail address that may break after its "@" and nowhere else (never at a hyphen of the domain);
 * the settings schema holds each part to a length that fits (docs/decisions/144-content-schemas-and-rules.md).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  // One element, so that a flex link's gap never falls between the two parts.
  if (at < 0) return <span className="whitespace-nowrap">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at + 1)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at + 1)}</span>
    </span>
  );
}
