/** Deep copy of plain JSON data (core has no DOM or Node globals such as structuredClone). */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
