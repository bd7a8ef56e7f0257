import type { QuestionKind } from '@shared/quiz';

/** Each kind in plain words, in the order of the picker, with what the guests do. */
export const KIND_CHOICES: readonly { kind: QuestionKind; name: string; hint: string }[] = [
  { kind: 'choice', name: 'Multiple choice', hint: 'Guests tap one of 2 to 4 options; one is right.' },
  { kind: 'trueFalse', name: 'True or false', hint: 'Guests tap True or False.' },
  {
    kind: 'whoSaidIt',
    name: 'Who said it?',
    hint: 'Guests tap one of the couple, or Both. Name the couple above.',
  },
  {
    kind: 'closest',
    name: 'Closest number',
    hint: 'Guests type a number; the nearer the answer, the more points.',
  },
  { kind: 'order', name: 'Put in order', hint: 'Guests tap 3 to 5 items in the right order.' },
  {
    kind: 'poll',
    name: 'Poll (no right answer)',
    hint: 'Guests vote; everyone who votes gets the same points.',
  },
];

export function kindName(kind: QuestionKind): string {
  return KIND_CHOICES.find((k) => k.kind === kind)?.name ?? kind;
}
