import { problemsId } from './fields/FieldProblems';
import { fieldId } from './quizProblems';

/** Brings a field to the middle of the screen and into focus: where the operator has something to fix. */
export function focusField(field: HTMLElement | null): void {
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** The field of a quiz path; a list-level problem (too few options, the couple) has only its message. */
export function focusProblem(path: string): void {
  const id = fieldId(path);
  focusField(document.getElementById(id) ?? document.getElementById(problemsId(id)));
}
