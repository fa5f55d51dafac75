import type { Services } from '../http/context';

/** Loads the demo data set into an empty database and prints the demo sign-in details. */
export async function loadDemoData(_services: Services): Promise<void> {
  throw new Error('The demo data set is not built yet.');
}
