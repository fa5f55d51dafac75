/** The paged lists (public records, the staff queues): zero-based `number`, `size` as asked, one way for all. */
export type Page<T> = { content: T[]; totalPages: number; totalElements: number; number: number; size: number };
export type PageRequest = { page: number; size: number };

/** One page: the total from `count`, and the rows `rows` gives for the page's window, in its own order. */
export async function pageOf<T>(
  { page, size }: PageRequest,
  count: () => Promise<number>,
  rows: (window: { limit: number; offset: number }) => Promise<T[]>,
): Promise<Page<T>> {
  const [totalElements, content] = await Promise.all([count(), rows({ limit: size, offset: page * size })]);
  return { content, totalPages: Math.ceil(totalElements / size), totalElements, number: page, size };
}
