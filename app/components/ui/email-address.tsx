/** Breaks after its "@" only; the schema keeps each part short enough (docs/decisions/144). */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@") + 1;
  // One element, so that a flex link's gap never falls between the two parts.
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </span>
  );
}
