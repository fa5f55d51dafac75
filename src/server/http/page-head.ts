/** What a page's address adds to index.html's head; or that the address names nothing, a 404. */
export type PageHead = { status: 200; head: string } | { status: 404 };
