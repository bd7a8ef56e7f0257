import { uniqueNamesGenerator } from 'unique-names-generator';
import { checkName, MAX_NAME_LENGTH, visibleLength } from '@shared/model/names';
import { PICK_FIRST_WORDS, PICK_SECOND_WORDS, PICK_SINGLE_WORDS } from './pickNameWords';

const TRIES = 20;

/** A wedding word and a number that fit ten letters ("Bouquet42"): the fallback of two words that do not. */
function wordAndNumber(): string {
  const word = uniqueNamesGenerator({ dictionaries: [[...PICK_SINGLE_WORDS]], length: 1 });
  const number = String(Math.floor(Math.random() * 90) + 10);
  return `${word.slice(0, MAX_NAME_LENGTH - number.length)}${number}`;
}

/**
 * Issue 18: "Pick a name for me": two wedding words ("Merry Toast"), within the name rules.
 * Lazily loaded by the join form (a dynamic import on tap), so its first load does not grow.
 */
export function pickName(): string {
  for (let i = 0; i < TRIES; i++) {
    const name = uniqueNamesGenerator({
      dictionaries: [[...PICK_FIRST_WORDS], [...PICK_SECOND_WORDS]],
      separator: ' ',
      style: 'capital',
      length: 2,
    });
    if (visibleLength(name) <= MAX_NAME_LENGTH && checkName(name) === null) return name;
  }
  return wordAndNumber();
}
