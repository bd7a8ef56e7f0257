/** Why the server refused the last answer, shown beside the answer so the guest can fix it. */
export function RefusalNote({ refusal }: { refusal: string | null }): React.JSX.Element | null {
  return refusal ? (
    <p className="notice answer-refusal" role="alert" data-announce>
      {refusal}
    </p>
  ) : null;
}
