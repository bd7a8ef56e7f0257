/**
 * The background art behind a page: the quiz's own picture when it has one (the bundled art stays
 * underneath if it fails to load), and the flowers in two corners.
 */
export function Backdrop({ image }: { image: string | null | undefined }): React.JSX.Element {
  const custom = image ? { backgroundImage: `url("${encodeURI(image)}")` } : undefined;
  return (
    <div className="app__backdrop" aria-hidden="true">
      {custom && <div className="app__custom-backdrop" style={custom} />}
      <div className="app__flowers app__flowers--top" />
      <div className="app__flowers app__flowers--bottom" />
    </div>
  );
}
