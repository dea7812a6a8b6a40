/**
 * The demo seed's one way to insert a list of rows: an empty list inserts nothing (an insert with no values is an
 * error), shared by the hospital seed and the health content so both treat an empty demo list alike.
 */
export function insertRows<T>(list: T[], insert: (items: T[]) => Promise<unknown>) {
  return list.length ? insert(list) : undefined;
}
