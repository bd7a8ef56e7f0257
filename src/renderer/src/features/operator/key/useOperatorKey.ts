import { useCallback, useState } from 'react';
import { findOperatorKey, forgetOperatorKey, rememberOperatorKey } from './operatorKey';

export interface OperatorKeyState {
  operatorKey: string | null;
  setOperatorKey: (key: string) => void;
  clearOperatorKey: () => void;
}

/** The operator key for this tab; see findOperatorKey for where it comes from. */
export function useOperatorKey(): OperatorKeyState {
  const [operatorKey, setKey] = useState<string | null>(findOperatorKey);
  const setOperatorKey = useCallback((key: string) => {
    rememberOperatorKey(key);
    setKey(key);
  }, []);
  const clearOperatorKey = useCallback(() => {
    forgetOperatorKey();
    setKey(null);
  }, []);
  return { operatorKey, setOperatorKey, clearOperatorKey };
}
