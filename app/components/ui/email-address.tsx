/**
 * An e-mail address as printed: one long word, which may break after its "@" on a narrow screen
 * instead of widening its column under the floating controls (an address staff change in the
 * business facts can be any length).
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}
