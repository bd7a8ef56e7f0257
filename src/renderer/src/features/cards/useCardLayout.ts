import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isCardLayout, type CardLayout } from './cardLayout';

/** The layout the operator picked, in the address (`?layout=a6`) so a reload keeps it; A4 by default. */
export function useCardLayout(): [CardLayout, (layout: CardLayout) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('layout');
  const layout: CardLayout = isCardLayout(value) ? value : 'a4';
  const choose = useCallback(
    (next: CardLayout) => setParams({ layout: next }, { replace: true }),
    [setParams],
  );
  return [layout, choose];
}
