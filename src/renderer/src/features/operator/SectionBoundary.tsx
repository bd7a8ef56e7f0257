import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What failed, for the message: "This tab". */
  name: string;
  /** Say so when it fails; false on the Game tab, where the section shows nothing anyway. */
  visible: boolean;
  children: ReactNode;
}

interface State {
  error: string | null;
}

/**
 * Keeps a failing section (the quiz editor, the games list) from taking the whole panel down with it:
 * during a wedding the game's controls must stay on screen whatever happens in the other tabs.
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    if (!this.props.visible) return null;
    return <SectionFailed name={this.props.name} error={this.state.error} />;
  }
}

/** A function component: the class cannot use the translation hook. */
function SectionFailed({ name, error }: { name: string; error: string }): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <div className="panel operator-section" role="alert">
      <p className="panel__hint panel__hint--warning">{t('section.failed', { name, error })}</p>
    </div>
  );
}
