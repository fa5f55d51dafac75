/** The French catalog of everything after the first screens, all parts together (lib/i18n/catalogs.ts loads each part with what draws it). */
import type { RestTexts } from '../catalog';
import player from './player';
import publicTexts from './public';
import refusals from './refusals';
import shell from './shell';
import staff from './staff';

export default { ...shell, ...publicTexts, ...player, ...staff, ...refusals } satisfies RestTexts;
