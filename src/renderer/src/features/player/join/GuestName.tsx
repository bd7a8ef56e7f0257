/**
 * A guest's name, on one line, cut with an ellipsis when wider than its line: ten W's, or ten U+FDFD
 * (one wide ligature each), fit in 10 letters but not on a small phone. `dir="auto"`: a right-to-left
 * name is cut at its own end.
 */
export function GuestName({ name }: { name: string }): React.JSX.Element {
  return (
    <span className="guest-name" title={name} dir="auto">
      {name}
    </span>
  );
}
