/**
 * Pages of a staff list: previous, the first and the last page, two pages either side of
 * the current one, ellipses between (page-items.ts), next, on one line down to a 360 px phone.
 * `page` is zero-based like the API's; Ark's Pagination counts from 1. Nothing shows while
 * everything fits on one page.
 */
import { Pagination as ArkPagination } from '@ark-ui/react/pagination';
import { Directed } from './directed';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../first-visit/button';
import { pageItems } from './page-items';
import { paginationTexts as texts } from './texts';

type Props = { page: number; totalPages: number; onChange: (page: number) => void };

const row = css({ display: 'flex', flexWrap: 'nowrap', gap: { base: '0.5', sm: '1' }, alignItems: 'center', justifyContent: 'center' });
// Narrow on a phone: nine buttons and two ellipses fit in 328 px, three-digit pages included.
const button = css({ minWidth: { base: '7', sm: '9' }, px: { base: '1', sm: '2' } });
// Previous sits at the inline start: its chevron points there, to the right in right-to-left, and next's the other way.
const mirrored = css({ _rtl: { transform: 'scaleX(-1)' } });

export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Directed>
      <ArkPagination.Root
        count={totalPages}
        pageSize={1}
        siblingCount={2}
        boundaryCount={1}
        page={page + 1}
        onPageChange={(details) => onChange(details.page - 1)}
        translations={{
          rootLabel: texts.label,
          prevTriggerLabel: texts.previous,
          nextTriggerLabel: texts.next,
          itemLabel: ({ page: n }) => texts.page(n),
        }}
        className={row}
      >
        <ArkPagination.PrevTrigger asChild>
          <Button variant="outline" size="sm" className={button}>
            <ChevronLeft aria-hidden className={mirrored} />
          </Button>
        </ArkPagination.PrevTrigger>
        {pageItems(page + 1, totalPages).map((item, index) =>
          item === null ? (
            <ArkPagination.Ellipsis
              key={`ellipsis-${index}`}
              index={index}
              aria-label={texts.more}
              className={css({ px: '0.5', color: 'fg.muted' })}
            >
              …
            </ArkPagination.Ellipsis>
          ) : (
            <ArkPagination.Item key={item} type="page" value={item} asChild>
              <Button variant={item === page + 1 ? 'solid' : 'outline'} size="sm" className={button}>
                {item}
              </Button>
            </ArkPagination.Item>
          ),
        )}
        <ArkPagination.NextTrigger asChild>
          <Button variant="outline" size="sm" className={button}>
            <ChevronRight aria-hidden className={mirrored} />
          </Button>
        </ArkPagination.NextTrigger>
      </ArkPagination.Root>
    </Directed>
  );
}
