import { useSearchParams } from 'react-router';

export type OperatorTab = 'game' | 'quiz' | 'games';

export const OPERATOR_TABS: { tab: OperatorTab; label: string }[] = [
  { tab: 'game', label: 'Game' },
  { tab: 'quiz', label: 'Quiz editor' },
  { tab: 'games', label: 'Games & results' },
];

/** The operator panel's section, in the address (`?tab=quiz`) so a reload stays there. */
export function useOperatorTab(): OperatorTab {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  return OPERATOR_TABS.some((t) => t.tab === tab) ? (tab as OperatorTab) : 'game';
}
