// Storage errors the studio tells apart with instanceof, matched by name: Next bundles the instrumentation hook
// (which opens the store) and the routes apart, so an error thrown by one copy of a class meets another copy.

/** Whether `value` is an Error of this name, from any copy of the module that defines it. */
export function isNamedError(value: unknown, name: string): value is Error {
  return value instanceof Error && value.name === name;
}
