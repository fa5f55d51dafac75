import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { pandaStatic } from './panda-static';

const styledSystem = fileURLToPath(new URL('../../styled-system', import.meta.url));
const runtime = async (module: string) =>
  (await import(pathToFileURL(join(styledSystem, module)).href)) as Record<string, (...args: unknown[]) => string>;

/** The plugin's transform of `code` as a source file of the client. */
async function transform(code: string, id = '/repo/src/client/features/x/part.tsx') {
  const hook = pandaStatic(styledSystem).transform as Extract<Plugin['transform'], (...args: never[]) => unknown>;
  const result = (await hook.call({} as never, code, id)) as { code: string; moduleSideEffects?: boolean } | null;
  return result;
}

describe('pandaStatic', () => {
  it("writes a css() call with its arguments in full as the class string Panda's runtime gives", async () => {
    const { css } = await runtime('css/index.mjs');
    const styles = {
      display: 'flex',
      gap: '2',
      md: { display: 'none' },
      _hover: { bg: 'bg.muted' },
      '&[data-open]': { transform: 'none' },
    };
    const code = `import { css, cx } from 'styled-system/css';\nconst a = css(${JSON.stringify(styles)}, { px: -1 });\nexport const b = <div className={cx(a, 'x')} />;`;
    const out = (await transform(code))!.code;
    expect(out).toContain(`const a = ${JSON.stringify(css!(styles, { px: -1 }))};`);
    expect(out).not.toContain('css(');
    expect(out).toContain("cx(a, 'x')");
  });

  it('writes a recipe call with its variants in full as its class string, under any local name', async () => {
    const { button } = await runtime('recipes/button.mjs');
    const code = `import { button as recipe } from 'styled-system/recipes/button';\nexport const ghost = recipe({ variant: 'ghost', size: 'sm' });\nexport const plain = recipe();`;
    const out = (await transform(code))!.code;
    expect(out).toContain(`ghost = ${JSON.stringify(button!({ variant: 'ghost', size: 'sm' }))};`);
    expect(out).toContain(`plain = ${JSON.stringify(button!())};`);
  });

  it("writes a slot recipe's call as the object of its slots' classes", async () => {
    const { card } = (await runtime('recipes/card.mjs')) as unknown as Record<string, () => Record<string, string>>;
    const code = `import { card } from 'styled-system/recipes/card';\nexport const parts = fixedStyleContext(card());`;
    const out = (await transform(code))!.code;
    expect(out).toBe(
      `import { card } from 'styled-system/recipes/card';\nexport const parts = fixedStyleContext((${JSON.stringify(card!())}));`,
    );
    expect(card!().root).toBe('card__root');
  });

  it("reads the module's own constants written out in full: spread into an object, or in a template", async () => {
    const { css } = await runtime('css/index.mjs');
    const code = [
      "import { css } from 'styled-system/css';",
      "const tinted = { bg: 'colorPalette.a3', color: 'colorPalette.12' } as const;",
      'const HEIGHT = 168;',
      "export const a = css({ colorPalette: 'red', ...tinted });",
      'export const b = css({ height: `${HEIGHT}px` });',
    ].join('\n');
    const out = (await transform(code))!.code;
    expect(out).toContain(`a = ${JSON.stringify(css!({ colorPalette: 'red', bg: 'colorPalette.a3', color: 'colorPalette.12' }))};`);
    expect(out).toContain(`b = ${JSON.stringify(css!({ height: '168px' }))};`);
  });

  it('leaves a call naming a constant that a parameter or an inner variable declares again', async () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "const size = '4';",
      'export const a = (size: string) => css({ width: size });',
      "export function b() { const size = '8'; return css({ height: size }); }",
    ].join('\n');
    expect(await transform(code)).toBeNull();
  });

  it('leaves a call with values known only at run time, and functions that are not Panda’s', async () => {
    const code = [
      "import { css } from 'styled-system/css';",
      "import { button } from 'styled-system/recipes/button';",
      "let tinted = { bg: 'colorPalette.subtle' };",
      'export const a = (width: number) => css({ width: `${width}px` });',
      "export const b = css({ colorPalette: 'red', ...tinted });",
      "export const c = (variant: 'solid' | 'ghost') => button({ variant });",
      "export const d = other.css({ display: 'flex' });",
    ].join('\n');
    expect(await transform(code)).toBeNull();
    expect(await transform("const css = (x: object) => x;\nexport const a = css({ display: 'flex' });")).toBeNull();
  });

  it("leaves files outside the client's sources, and marks Panda's own modules free of side effects", async () => {
    expect(
      await transform("import { css } from 'styled-system/css';\nexport const a = css({ display: 'flex' });", '/repo/src/server/x.ts'),
    ).toBeNull();
    expect(await transform('export const x = 1;', '/repo/styled-system/css/css.mjs')).toEqual({
      code: 'export const x = 1;',
      moduleSideEffects: false,
    });
  });
});
