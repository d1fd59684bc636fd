// Result: the value of an operation that can fail, with the failure as data rather than an exception.

export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

/** The value of a result the caller knows to be a success; a failure here is a programmer error. */
export function unwrap<T, E>(r: Result<T, E>): T {
  if (!r.ok) throw new Error(`unwrap of a failed result: ${JSON.stringify(r.error)}`);
  return r.value;
}
