/**
 * A guest's or the quiz's own text inside a translated sentence ("“Ann” is already taken", "Playing for
 * Les Amis"): wrapped in Unicode isolates (FSI … PDI) so a name in another script keeps its own direction
 * and leaves the sentence's alone. Pages show the parts with <bdi> (ui/text/Isolated.tsx), so copied or
 * tested text carries no invisible marks.
 */
const FSI = '\u2068';
const PDI = '\u2069';

export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

export interface TextPart {
  text: string;
  isolated: boolean;
}

/** The sentence cut at its isolates: plain parts and isolated ones, in order; empty parts left out. */
export function isolatedParts(sentence: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = sentence;
  while (rest.length > 0) {
    const start = rest.indexOf(FSI);
    const end = start < 0 ? -1 : rest.indexOf(PDI, start);
    if (start < 0 || end < 0) {
      parts.push({ text: rest, isolated: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), isolated: false });
    parts.push({ text: rest.slice(start + 1, end), isolated: true });
    rest = rest.slice(end + 1);
  }
  return parts;
}
