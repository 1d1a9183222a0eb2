/** Lets a few turns of the event loop pass, a different number each time, so two racing requests meet at different points. */
export async function stagger(turns: number): Promise<void> {
  for (let turn = 0; turn < turns; turn++) await new Promise((resolve) => setImmediate(resolve));
}
