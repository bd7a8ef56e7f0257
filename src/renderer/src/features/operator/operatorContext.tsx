import { createContext, useContext, useMemo } from 'react';
import { operatorApi, type OperatorApi } from '../../net/operatorApi';

/**
 * The operator's key, as the API client bound to it, for everything inside the operator's pages (the
 * panel, the editor, the games list, the keepsake's downloads): no component hands the key down.
 */
const OperatorContext = createContext<OperatorApi | null>(null);

export function OperatorProvider({
  operatorKey,
  children,
}: {
  operatorKey: string;
  children: React.ReactNode;
}): React.JSX.Element {
  const api = useMemo(() => operatorApi(operatorKey), [operatorKey]);
  return <OperatorContext.Provider value={api}>{children}</OperatorContext.Provider>;
}

/** The operator's API client; only inside an OperatorProvider (a page that has the key). */
export function useOperatorApi(): OperatorApi {
  const api = useContext(OperatorContext);
  if (!api) throw new Error('useOperatorApi is used outside the operator pages (no OperatorProvider)');
  return api;
}
