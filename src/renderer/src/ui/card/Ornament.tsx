/** A thin gold rule with a small heart: the invitation's flourish under a title. */
export function Ornament(): React.JSX.Element {
  return (
    <svg className="ornament" viewBox="0 0 160 16" aria-hidden="true" focusable="false">
      <path d="M6 8H62M98 8H154" stroke="currentColor" strokeWidth="1" strokeLinecap="round" />
      <circle cx="68" cy="8" r="1.6" fill="currentColor" />
      <circle cx="92" cy="8" r="1.6" fill="currentColor" />
      <path
        d="M80 13.2C74.6 9.6 73.4 6.9 74.5 4.9c1-1.8 3.8-1.9 5.5.3 1.7-2.2 4.5-2.1 5.5-.3 1.1 2-.1 4.7-5.5 8.3Z"
        fill="currentColor"
      />
    </svg>
  );
}
