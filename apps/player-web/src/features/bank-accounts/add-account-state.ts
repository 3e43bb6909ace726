/** What /add-account receives in navigation state (001 §2 "carrying the maximum allowed count"). */
export interface AddAccountState {
  max: number;
}

/** The maximum passed by the page that opened the form; null for a typed address or a bad state. */
export function maxFromState(state: unknown): number | null {
  const max = (state as Partial<AddAccountState> | null)?.max;
  return typeof max === 'number' && Number.isInteger(max) && max >= 0 ? max : null;
}
