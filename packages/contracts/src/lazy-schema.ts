/**
 * A schema that zod builds the first time anything touches it, standing in for it meanwhile.
 *
 * Building a zod schema is not free: every schema binds each of zod's methods to itself, and a
 * contract module builds dozens at once. On a phone, evaluating the storefront's contracts was the
 * largest task of a page's start, for schemas the page does not need until it sends or reads
 * something after hydration. The browser build wraps each top-level schema of a module in this
 * (the Vite plugin `shop:lazy-schemas`, apps/web/vite/lazy-schemas.ts, decision 0016); the server
 * and its tests build schemas as written.
 *
 * Everything reaches the real schema: its methods (bound to it by zod), getters (read with the real
 * schema as `this`), `in`, keys, prototype (so `instanceof` holds) and writes. Only identity
 * differs: the stand-in is not `===` the schema it builds.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = (): T => {
    schema ??= build();
    return schema;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // The stand-in itself has no own properties, so it may only report them as configurable.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
