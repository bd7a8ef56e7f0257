/** Brings a field to the middle of the screen and into focus: where the operator has something to fix. */
export function focusField(field: HTMLElement | null): void {
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}
