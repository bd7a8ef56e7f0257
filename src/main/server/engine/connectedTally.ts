/**
 * How many guests are connected, and how many of them answered the question being played: kept as
 * guests connect, leave, are removed and answer (issue 29), so that "has everyone answered?" after each
 * of 5,000 answers costs nothing. The answered count belongs to one question; a new question starts it
 * again from one walk of the room (nobody has answered it yet, or a replay has).
 */
export class ConnectedTally {
  private connectedCount = 0;
  private answeredCount = 0;
  /** The question `answeredCount` counts; -1: none yet. */
  private question = -1;

  /**
   * The counts for `question`; when the question changed, `countWaiting` walks the room once for the
   * connected guests who have not answered it (the game's `waitingPlayers`).
   */
  of(question: number, countWaiting: () => number): { connected: number; answered: number } {
    if (question !== this.question) {
      this.question = question;
      this.answeredCount = this.connectedCount - countWaiting();
    }
    return { connected: this.connectedCount, answered: this.answeredCount };
  }

  /** A player in the game connected (+1) or left (-1); `answered`: they had answered `question`. */
  connection(change: 1 | -1, answered: boolean, question: number): void {
    this.connectedCount += change;
    if (answered && question === this.question) this.answeredCount += change;
  }

  /** A connected player answered `question`. */
  answered(question: number): void {
    if (question === this.question) this.answeredCount++;
  }

  /** A new quiz: its answers start over. */
  forgetAnswers(): void {
    this.question = -1;
  }
}
