import { useTranslation } from 'react-i18next';
import type { JournalRepair } from '@shared/wire/payloads';
import { isolate } from '../../i18n/isolate';

/**
 * At the top of the operator panel when the server could not read part of the saved game at its start:
 * which lines were skipped and why, or that the whole journal was set aside. Gone once a new game begins.
 */
export function JournalRepairBanner({ repair }: { repair: JournalRepair | null }): React.JSX.Element | null {
  const { t } = useTranslation('operator');
  if (!repair) return null;
  const more = repair.count - repair.lines.length;
  return (
    <section className="journal-repair" role="status" aria-labelledby="journal-repair-title">
      <h2 id="journal-repair-title">{t('journalRepair.title')}</h2>
      <p>
        {repair.setAsideTo
          ? t('journalRepair.setAside', { path: isolate(repair.setAsideTo) })
          : t('journalRepair.skipped', { number: repair.count })}
      </p>
      {repair.lines.length > 0 && (
        <ul>
          {repair.lines.map(({ line, reason }) => (
            <li key={line}>{t('journalRepair.line', { line, reason: isolate(reason) })}</li>
          ))}
          {more > 0 && <li>{t('journalRepair.more', { number: more })}</li>}
        </ul>
      )}
      {repair.savedCopy && <p>{t('journalRepair.savedCopy', { path: isolate(repair.savedCopy) })}</p>}
    </section>
  );
}
