/**
 * A react-hook-form resolver that loads on first use. A public form's validator (zod, the
 * form's schema and its messages in both languages, and the zod resolver: some 19 KB gzipped)
 * checks nothing until the visitor sends the form, so the page need not carry it to show the
 * form. `preload` starts the download once the visitor starts on the form (its first focus),
 * so it has arrived by the time they send it; sent before that, the first check waits for it.
 */
import type { FieldValues, Resolver } from "react-hook-form";

/** A resolver, and a way to start loading it early. */
export interface LazyResolver<Values extends FieldValues> {
  resolver: Resolver<Values>;
  preload: () => void;
}

/** The resolver that `load` brings, loaded once, on its first check or preload; a failed load is tried again on the next. */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => void loaded().catch(() => {}),
  };
}
