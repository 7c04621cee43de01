/** Stage names compare ignoring case and surrounding whitespace (spec section 5). */
export function normalizeStageName(name: string): string {
  // toLowerCase, not toLocaleLowerCase: the result must not depend on the user's locale.
  return name.trim().toLowerCase();
}

export function findStageByName<T extends { name: string }>(stages: readonly T[], name: string): T | undefined {
  const wanted = normalizeStageName(name);
  if (wanted === '') {
    return undefined;
  }
  return stages.find((stage) => normalizeStageName(stage.name) === wanted);
}
