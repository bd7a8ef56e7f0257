// First, before any quiz schema is built: zod must not try eval (the page's CSP forbids it). Only
// the operator's pages validate quizzes, so zod stays out of the phones' bundle.
import '../features/editor/zodJitless';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeddingLayout } from '../ui/layout/WeddingLayout';
import { KeyForm } from '../features/operator/key/KeyForm';
import { OperatorPanel } from '../features/operator/OperatorPanel';
import { useOperatorKey } from '../features/operator/key/useOperatorKey';

/** `/debug`: the operator panel, or only a key form when this tab has no key. */
export function OperatorPage(): React.JSX.Element {
  const { operatorKey, setOperatorKey, clearOperatorKey } = useOperatorKey();
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('operator');
  const title = t('page.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const refused = useCallback(
    (message: string) => {
      clearOperatorKey();
      setError(message);
    },
    [clearOperatorKey],
  );
  const submit = useCallback(
    (key: string) => {
      setError(null);
      setOperatorKey(key);
    },
    [setOperatorKey],
  );

  if (operatorKey) return <OperatorPanel operatorKey={operatorKey} onRefused={refused} />;
  return (
    <WeddingLayout variant="operator" quiz={null}>
      <KeyForm error={error} onSubmit={submit} />
    </WeddingLayout>
  );
}
