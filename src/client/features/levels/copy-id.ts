/** Copy Level ID, on the list cards and the level page: the id to the clipboard, and a toast saying so (or giving the id to copy by hand). */
import { notify } from '../../lib/toast';
import { levelListTexts as texts } from './texts';

export async function copyLevelId(id: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(id);
    notify(texts.copied, { type: 'success' });
  } catch {
    notify(texts.copyFailed, { description: texts.copyFailedDetail(id), type: 'error' });
  }
}
