import { useTranslation } from 'react-i18next';
import type { ProblemMap } from '../quizProblems';
import { AutopilotFields } from './AutopilotFields';
import { PacingFields } from './PacingFields';
import { PlayModeChoice } from './PlayModeChoice';
import { sideDefaults, type CoupleNames, type PlayDraft } from './playDraft';
import { SideNamesFields } from './SideNamesFields';
import { TablesFields } from './TablesFields';

interface Props {
  play: PlayDraft;
  /** The couple's first names as typed above: the sides' default names. */
  couple: CoupleNames;
  problems: ProblemMap;
  /** Changes the play settings (on the latest draft: a confirm dialog may come between). */
  onChange: (change: (play: PlayDraft) => PlayDraft) => void;
}

/** Solo, by tables or by the couple's two sides; the autopilot; how often the leaderboard comes. */
export function PlaySection({ play, couple, problems, onChange }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const set = (change: Partial<PlayDraft>): void => onChange((p) => ({ ...p, ...change }));
  return (
    <section className="panel editor-section" aria-labelledby="editor-play-title">
      <h3 className="panel__title" id="editor-play-title">
        {t('play.heading')}
      </h3>
      <PlayModeChoice mode={play.mode} problems={problems} onMode={(mode) => set({ mode })} />
      {play.mode === 'tables' && (
        <TablesFields
          tables={play.tables}
          problems={problems}
          onChange={(change) => onChange((p) => ({ ...p, tables: change(p.tables) }))}
        />
      )}
      {play.mode === 'sides' && (
        <SideNamesFields
          names={play.sideNames}
          defaults={sideDefaults(couple)}
          problems={problems}
          onChange={(sideNames) => set({ sideNames })}
        />
      )}
      <AutopilotFields
        autopilot={play.autopilot}
        problems={problems}
        onChange={(autopilot) => set({ autopilot })}
      />
      <PacingFields pacing={play.pacing} every={play.every} problems={problems} onChange={set} />
    </section>
  );
}
