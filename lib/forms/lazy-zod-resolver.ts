import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that brings zod, the zod resolver and the form's schema in on the first
 * validation instead of with the page: a page whose only form sits below its content does not parse and
 * evaluate ~30 KB of validation code before it can respond. `preload()` (on the form's first focus)
 * fetches them while the visitor types, so the first submit does not wait.
 */
export function lazyZodResolver<T extends FieldValues>(loadSchema: () => Promise<unknown>): Resolver<T> & { preload: () => void } {
  let ready: Promise<Resolver<T>> | null = null;
  const load = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as Parameters<typeof zodResolver>[0]) as unknown as Resolver<T>,
    ));
  const resolver = (async (values, context, options) => (await load())(values, context, options)) as Resolver<T> & {
    preload: () => void;
  };
  resolver.preload = () => void load();
  return resolver;
}
