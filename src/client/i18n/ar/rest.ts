/** The Arabic catalog of everything after the first screens (lib/i18n/catalogs.ts loads it after the first render). */
import type { RestTexts } from '../catalog';
import player from './player';
import publicTexts from './public';
import refusals from './refusals';
import staff from './staff';

export default { ...publicTexts, ...player, ...staff, ...refusals } satisfies RestTexts;
