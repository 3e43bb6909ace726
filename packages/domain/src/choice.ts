/**
 * The item the player chose (by id), else the first: a choice that is gone (a new answer, another
 * provider or method) falls back to the first, as the spec preselects it (000 §4 "The first method
 * … is selected, and its first bank"). The lists it is given are never empty (depositModalChoices
 * and the deposit page's offered providers keep only what has a bank); an empty one is a bug, and
 * says so instead of failing later on `undefined`.
 */
export function chosenOrFirst<T extends { id: number }>(items: readonly T[], id: number | null): T {
  const item = items.find((candidate) => candidate.id === id) ?? items[0];
  if (item === undefined) throw new Error('chosenOrFirst: nothing to choose from');
  return item;
}
