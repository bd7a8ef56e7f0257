import type { ReactNode } from 'react';
import { Ornament } from './Ornament';

interface Props {
  title: string;
  kicker?: string;
  children?: ReactNode;
}

/** A centred card with one big line: most phone states are just this. */
export function MessageCard({ title, kicker, children }: Props): React.JSX.Element {
  return (
    <section className="card card--narrow message-card" aria-live="polite">
      {kicker && <p className="card__kicker">{kicker}</p>}
      <h1 className="card__title">{title}</h1>
      <Ornament />
      {children}
    </section>
  );
}
