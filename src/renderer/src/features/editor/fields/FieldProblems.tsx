interface Props {
  id: string;
  messages: readonly string[] | undefined;
}

/** A field's problems, right under it; the input points here with aria-describedby. */
export function FieldProblems({ id, messages }: Props): React.JSX.Element | null {
  if (!messages || messages.length === 0) return null;
  return (
    <ul className="field-problems" id={problemsId(id)} data-testid="field-problems">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

export function problemsId(fieldId: string): string {
  return `${fieldId}-problems`;
}

/** aria-invalid and aria-describedby for an input with (or without) problems. */
export function invalidProps(
  fieldId: string,
  messages: readonly string[] | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return messages && messages.length > 0
    ? { 'aria-invalid': true, 'aria-describedby': problemsId(fieldId) }
    : {};
}
