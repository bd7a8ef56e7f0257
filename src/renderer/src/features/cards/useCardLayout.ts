import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCardLayout, type CardLayout } from './cardLayout';

/** The layout the operator picked, in the address (`?layout=a6`) so a reload keeps it; A4 by default. */
export function useCardLayout(): [CardLayout, (layout: CardLayout) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('layout');
  // Held here too: the router's navigation is a transition, and until it commits React would put the
  // clicked (controlled) radio back, so the choice would seem not to take.
  const [layout, setLayout] = useState<CardLayout>(isCardLayout(value) ? value : 'a4');
  const choose = useCallback(
    (next: CardLayout) => {
      setLayout(next);
      setParams({ layout: next }, { replace: true });
    },
    [setParams],
  );
  return [layout, choose];
}
