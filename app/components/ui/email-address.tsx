/** Breaks after its "@" only; the schema keeps each part short enough (docs/decisions/144). */
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
