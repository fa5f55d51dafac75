/** What staff send about regions. */
import * as v from 'valibot';
import { ShortTextSchema } from './fields';

export const RegionInputSchema = v.object({ name: ShortTextSchema('name', 60) });
