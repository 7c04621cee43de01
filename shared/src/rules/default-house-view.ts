/** The view flagged standard, otherwise the first one (spec section 4). */
export function defaultHouseView<T extends { standard: boolean }>(views: readonly T[]): T | undefined {
  return views.find((view) => view.standard) ?? views[0];
}
