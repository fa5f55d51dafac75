/**
 * The house's import rules (eslint.config.js), run by ESLint on code they must refuse or let through:
 * a feature reaching into another's files other than its reads and writes, and a lower layer
 * importing a higher one.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules `code` breaks when it is the file at `path`, by rule name. */
async function broken(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('the import rules', () => {
  it("let a feature import another feature's queries.ts and mutations.ts, components/ and lib/", async () => {
    expect(
      await broken(
        'src/client/features/levels/probe.ts',
        [
          "import { recordPageQueryOptions } from '../records/queries';",
          "import { RECORD_CREATE } from '../records/mutations';",
          "import { changelogTexts } from '../../components/changelog/texts';",
          "import { getAuth } from '../../lib/auth/auth-store';",
          'export const used = [recordPageQueryOptions, RECORD_CREATE, changelogTexts, getAuth];',
        ].join('\n'),
      ),
    ).toEqual([]);
  }, 60_000);

  it("refuse a feature reaching into another's other files, and a lower layer importing a higher one", async () => {
    expect(
      await broken(
        'src/client/features/levels/probe.ts',
        "import { useRecordRows } from '../records/rows';\nexport const used = useRecordRows;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken(
        'src/client/features/levels/probe.ts',
        "import { Changelog } from '../changelog/components/changelog';\nexport const used = Changelog;",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
    expect(
      await broken('src/client/lib/probe.ts', "import { levelKeys } from '../features/levels/queries';\nexport const used = levelKeys;"),
    ).toEqual(['import-x/no-restricted-paths']);
  }, 60_000);
});
