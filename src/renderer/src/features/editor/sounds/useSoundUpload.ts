import { useTranslation } from 'react-i18next';
import { useFileUpload, type FileUpload } from '../upload/useFileUpload';
import { soundRefusal } from './soundChecks';
import { useOperatorApi } from '../../operator/operatorContext';

/** Checks a picked sound, uploads it at once (with its progress), and gives the moment its `/media/...` path. */
export function useSoundUpload(onUploaded: (path: string) => void): FileUpload {
  const api = useOperatorApi();
  const { t } = useTranslation('editor');
  return useFileUpload({
    refusal: (file) => soundRefusal(file, t),
    send: (file, options) => api.uploadSound(file, options),
    onUploaded,
    failed: t('sounds.uploadFailed'),
  });
}
