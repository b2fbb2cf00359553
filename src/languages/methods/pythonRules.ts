// Naming rules shared by the Python splitter (./python.ts) and finder (./finders/python.ts), both
// given decorator names as written after `@`, up to any `(`: `functools.wraps`, `label.setter`.

/** `@overload` stubs are signatures, like TypeScript's: only the implementation is a unit. */
export function isOverload(decorator: string): boolean {
  return decorator === 'overload' || decorator.endsWith('.overload');
}

/** A property's getter, setter and deleter share a name; the prefix keeps them apart, as in JS. */
export function decoratorAccessor(decorators: readonly string[]): string | undefined {
  for (const d of decorators) {
    if (d === 'property' || d.endsWith('cached_property')) return 'get';
    if (d.endsWith('.setter')) return 'set';
    if (d.endsWith('.deleter')) return 'del';
  }
  return undefined;
}
