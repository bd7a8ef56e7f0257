import { useSearchParams } from 'react-router';

export type OperatorTab = 'game' | 'venue' | 'photos' | 'quiz' | 'games';

/** In order; each one's words are `tabs.<tab>` in the operator catalog. */
export const OPERATOR_TABS: readonly OperatorTab[] = ['game', 'venue', 'photos', 'quiz', 'games'];

/** The operator panel's section, in the address (`?tab=quiz`) so a reload stays there. */
export function useOperatorTab(): OperatorTab {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return OPERATOR_TABS.some((t) => t === tab) ? (tab as OperatorTab) : 'game';
}
