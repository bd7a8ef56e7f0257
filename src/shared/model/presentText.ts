/** A translated text, or null where it is missing (empty or absent). No zod: the engine's views use it. */
export function presentText(text: string | undefined): string | null {
  return text?.trim() ? text : null;
}
