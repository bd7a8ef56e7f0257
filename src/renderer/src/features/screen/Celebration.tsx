/** Petals and hearts falling over the podium; a still sprinkle when motion is reduced (CSS). */
const PIECES = Array.from({ length: 56 }, (_, i) => ({
  left: (i * 37) % 100,
  // Negative: the petals are already mid-air when the winner appears.
  delay: -((i * 53) % 60) / 10,
  duration: 5 + ((i * 29) % 30) / 10,
  kind: i % 3 === 0 ? 'heart' : i % 3 === 1 ? 'petal' : 'dot',
  hue: ['rose', 'gold', 'blush'][i % 3],
  restTop: (i * 17) % 90,
}));

export function Celebration(): React.JSX.Element {
  return (
    <div className="celebration" data-testid="celebration" aria-hidden="true">
      {PIECES.map((piece, i) => (
        <span
          key={i}
          className={`celebration__piece celebration__piece--${piece.kind} celebration__piece--${piece.hue}`}
          style={
            {
              left: `${piece.left}%`,
              animationDelay: `${piece.delay}s`,
              animationDuration: `${piece.duration}s`,
              '--rest-top': `${piece.restTop}%`,
            } as React.CSSProperties
          }
        />
      ))}
    </div>
  );
}
