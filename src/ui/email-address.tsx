/**
 * An e-mail address as text that a narrow column breaks only where an address may break: after the
 * `@` and before each dot of the domain (`<wbr>`), never inside a word.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  const domain = address.slice(at + 1).split('.');
  return (
    <span className="email-address">
      {address.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <span key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}
