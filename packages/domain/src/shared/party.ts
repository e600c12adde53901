/**
 * How a travelling party is written wherever it is described (hotel stays, hotel and flight
 * orders, e-mails): '2 adults, 1 child (age 7)', '1 adult, 2 children (ages 5 and 7)'.
 * Written once here so every page and mail says it the same way.
 */

/** '1 night', '3 nights'; '1 child', '2 children' with the plural given. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A child's age as the search forms hold it: a number, or '' while it is not chosen yet. */
export type ChildAge = number | '';

/**
 * The children of a party: '1 child (age 7)', '2 children (ages 5 and 7)'. The ages are shown,
 * youngest first, only when every child's age is known: '2 children (age 7)' would read as if
 * both were 7.
 */
export function childrenText(count: number, ages: readonly ChildAge[] = []): string {
  const words = countOf(count, 'child', 'children');
  const known = ages.filter((a): a is number => a !== '' && Number.isFinite(a));
  if (count === 0 || known.length !== count) return words;
  const sorted = [...known].sort((a, b) => a - b).map(String);
  return `${words} (${count === 1 ? 'age' : 'ages'} ${listInWords(sorted)})`;
}

/**
 * A party of adults and children: '2 adults', '1 adult, 1 child (age 7)'. Children are counted
 * from `children`, or from the ages when no count is given.
 */
export function partyText(party: {
  adults: number;
  children?: number;
  childAges?: readonly ChildAge[];
}): string {
  const adults = countOf(party.adults, 'adult');
  const ages = party.childAges ?? [];
  const children = party.children ?? ages.length;
  return children > 0 ? `${adults}, ${childrenText(children, ages)}` : adults;
}
