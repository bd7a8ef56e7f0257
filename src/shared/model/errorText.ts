/** The message of an Error, or the thrown value as text: one way to word anything thrown. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
