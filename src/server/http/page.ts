/** The page answer shared by the paged staff and public lists: zero-based `number`, `size` as asked. */
export type Page<T> = { content: T[]; totalPages: number; totalElements: number; number: number; size: number };

export function toPage<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  return { content, totalPages: Math.ceil(totalElements / size), totalElements, number: page, size };
}
