import { useTranslation } from 'react-i18next';
import type { JournalRepair, JournalRepairLine } from '@shared/wire/payloads';
import { isolate } from '../../i18n/isolate';

/**
 * At the top of the operator panel when the server could not read part of the saved game at its start:
 * what each damaged line was and what became of it (issue 28.2: "Line 1197: a step of question 6 —
 * recovered from the lines after it."), or that the whole journal was set aside. The technical reason
 * is the line's tooltip and in the log. Gone once a new game begins.
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
          {repair.lines.map((line) => (
            <li key={`${line.line}-${line.recovered}`} title={line.reason}>
              <LineWords line={line} />
            </li>
          ))}
          {more > 0 && <li>{t('journalRepair.more', { number: more })}</li>}
        </ul>
      )}
      {repair.savedCopy && <p>{t('journalRepair.savedCopy', { path: isolate(repair.savedCopy) })}</p>}
    </section>
  );
}

function LineWords({ line }: { line: JournalRepairLine }): string {
  const { t } = useTranslation('operator');
  const { what, question } = line;
  const inQuestion = question !== null && (what === 'step' || what === 'answer');
  const words = inQuestion
    ? t(`journalRepair.what.${what}In`, { question })
    : t(`journalRepair.what.${what}`);
  return t('journalRepair.line', {
    line: line.line,
    what: words,
    recovery: t(`journalRepair.recovered.${line.recovered}`),
  });
}
