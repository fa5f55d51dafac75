/** The create and update bodies of both level types, normalised to one shape before any rule runs. */
import type { Difficulty, Duration } from '../../shared/constants';
import type {
  ClassicLevelCreate,
  ClassicLevelUpdate,
  PlatformerLevelCreate,
  PlatformerLevelUpdate,
} from '../../shared/schemas/input/levels';

export type LevelInput = {
  /** Absent only on update, where the path names the level. */
  id: string | undefined;
  name: string;
  publisher: string;
  difficulty: Difficulty;
  link: string;
  thumbnail: string;
  /** Absent: at the end (create) or where it is (update). */
  ranking: number | undefined;
  /** Classic only; null on platformer levels. */
  duration: Duration | null;
  minimumCompletion: number | null;
  /** A player id chosen by staff, null for automatic, undefined to leave it as it is (rules.ts says when a sent id pins). */
  holder: number | null | undefined;
};

type LevelBody = ClassicLevelCreate | PlatformerLevelCreate | ClassicLevelUpdate | PlatformerLevelUpdate;

export function toLevelInput(body: LevelBody): LevelInput {
  return {
    id: body.id,
    name: body.name,
    publisher: body.publisher,
    difficulty: body.difficulty,
    link: body.link,
    thumbnail: body.thumbnail,
    ranking: body.ranking,
    duration: 'duration' in body ? body.duration : null,
    minimumCompletion: 'minimumCompletion' in body ? body.minimumCompletion : null,
    holder: 'firstVictor' in body ? body.firstVictor : 'recordHolder' in body ? body.recordHolder : undefined,
  };
}
