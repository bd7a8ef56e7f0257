/**
 * Issue 18: our own wedding words for "Pick a name for me": short, so two fit in ten letters with a
 * space ("Merry Toast"), and friendly in every pairing. Loaded only when a guest taps the button.
 */
export const PICK_FIRST_WORDS: readonly string[] = [
  'Merry',
  'Jolly',
  'Happy',
  'Lucky',
  'Sweet',
  'Fizzy',
  'Sunny',
  'Dizzy',
  'Rosy',
  'Cosy',
  'Lacy',
  'Glam',
  'Giddy',
  'Bubbly',
  'Dapper',
  'Royal',
  'Golden',
  'Silver',
  'Tipsy',
  'Starry',
  'Cheery',
  'Swanky',
];

export const PICK_SECOND_WORDS: readonly string[] = [
  'Toast',
  'Cake',
  'Waltz',
  'Veil',
  'Ring',
  'Vow',
  'Dove',
  'Rose',
  'Bells',
  'Tango',
  'Tux',
  'Lace',
  'Fizz',
  'Kiss',
  'Tulip',
  'Swan',
  'Groom',
  'Bride',
  'Disco',
  'Limo',
  'Posy',
  'Favor',
  'Tiara',
  'Cheer',
];

/** One word and a number when two words would not fit. */
export const PICK_SINGLE_WORDS: readonly string[] = [
  'Confetti',
  'Bouquet',
  'Waltz',
  'Toast',
  'Cake',
  'Sparkler',
  'Garter',
  'Tiara',
  'Champagne',
  'Honeymoon',
];
