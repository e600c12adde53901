import type { FieldError } from './envelope.ts';

/**
 * Text a traveller or a caller sends is text: no control characters. NUL cannot be stored by
 * PostgreSQL at all, and the other C0/C1 controls (and halves of a surrogate pair) have no place
 * in a name, an order number or a message. Tab, line feed and carriage return are text.
 */
const CONTROL_CHARACTER =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** How deep a request's JSON may nest: the deepest call nests about 5 levels. */
export const MAX_INPUT_DEPTH = 32;

export const TEXT_INPUT_MESSAGES = {
  controlCharacter:
    'This text contains a control character (such as NUL) that is not allowed. Please remove it and try again.',
  tooDeep: `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
} as const;

export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/**
 * The first place in a request part (a parsed JSON body, a query or the path's parameters) that
 * breaks the text rule, as a field error ('passengers.0.given_name'), or null. Object keys count
 * as text too. Walks without recursion, so hostile nesting cannot overflow the stack.
 */
export function findUnsafeInput(input: unknown, prefix = ''): FieldError | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: prefix, depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value))
        return { field: path, message: TEXT_INPUT_MESSAGES.controlCharacter };
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) return { field: path, message: TEXT_INPUT_MESSAGES.tooDeep };
    const entries = Array.isArray(value)
      ? value.map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    for (const [key, item] of entries) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacter(key))
        return { field: at, message: TEXT_INPUT_MESSAGES.controlCharacter };
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return null;
}
