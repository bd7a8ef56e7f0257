/** What went wrong with a form, announced at once; nothing when all is well. */
export function FormError({ message }: { message: string | null }): React.JSX.Element | null {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
