/**
 * A panel's levels, sortable by drag and drop and virtualised: only the rows in view (and a few
 * around) are drawn, so a list of a thousand stays smooth. The row being dragged is always kept
 * drawn, even scrolled out of view, so dnd-kit never loses it; the others register as they scroll in.
 * Queued creates follow the levels, outside the sortable part (they are not on the server yet).
 */
import {
  DndContext,
  MeasuringStrategy,
  closestCenter,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import type { OutboxEntry } from '../../../../lib/outbox/outbox';
import type { Level } from '../../queries';
import { createdRanking, type PanelPending } from '../../staff-display';
import { staffLevelTexts as texts } from '../../staff-texts';
import { LevelRow, PendingCreateRow } from './level-row';
import { useLevelSensors, verticalOnly } from './sensors';

const ROW_ESTIMATE = 57;
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const styles = {
  scroller: css({ overflowY: 'auto', overscrollBehavior: 'contain', maxHeight: { base: '70vh', lg: '36rem' }, minWidth: '0' }),
  list: css({ position: 'relative', width: 'full' }),
  item: css({ position: 'absolute', top: '0', insetInlineStart: '0', width: 'full' }),
};

type Props = {
  type: LevelType;
  levels: Level[];
  pending: PanelPending;
  /** True while a reorder is being sent: nothing can be picked up. */
  locked: boolean;
  onMove: (activeId: string, overId: string) => void;
  onEdit: (level: Level, update: OutboxEntry | undefined) => void;
  onDelete: (level: Level) => void;
  onEditEntry: (entry: OutboxEntry) => void;
};

export function SortableLevelList({ type, levels, pending, locked, onMove, onEdit, onDelete, onEditEntry }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const sensors = useLevelSensors();
  const [activeIndex, setActiveIndex] = useState(-1);
  const ids = useMemo(() => levels.map((level) => level.id), [levels]);
  const { creates } = pending;
  const count = levels.length + creates.length;

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex) ? indexes : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => (index < levels.length ? levels[index]!.id : `queued:${creates[index - levels.length]!.entry.id}`),
    rangeExtractor,
  });

  const nameOf = (id: UniqueIdentifier) => {
    const index = ids.indexOf(String(id));
    return index < 0 ? String(id) : texts.item(index + 1, levels[index]!.name);
  };
  const placeOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => texts.drag.picked(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? texts.drag.over(nameOf(active.id), placeOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? texts.drag.dropped(nameOf(active.id), placeOf(over.id)) : texts.drag.cancelled(nameOf(active.id)),
    onDragCancel: ({ active }) => texts.drag.cancelled(nameOf(active.id)),
  };

  const start = ({ active }: DragStartEvent) => setActiveIndex(ids.indexOf(String(active.id)));
  const end = ({ active, over }: DragEndEvent) => {
    setActiveIndex(-1);
    if (over && active.id !== over.id) onMove(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      measuring={MEASURING}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.drag.instructions } }}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setActiveIndex(-1)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={locked}>
        <div ref={scrollRef} className={styles.scroller}>
          <ul aria-label={texts.listLabel(type)} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const level = levels[item.index];
              const created = level ? undefined : creates[item.index - levels.length]!;
              return (
                <li
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  aria-setsize={count}
                  aria-posinset={item.index + 1}
                  className={styles.item}
                  style={{ transform: `translateY(${item.start}px)`, zIndex: item.index === activeIndex ? 1 : undefined }}
                >
                  {level ? (
                    <LevelRow
                      level={level}
                      update={pending.updates.get(level.id)}
                      deletion={pending.deletes.get(level.id)}
                      moved={pending.moved === level.id ? pending.reorder : undefined}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  ) : (
                    <PendingCreateRow created={created!} ranking={createdRanking(created!, levels.length)} onEdit={onEditEntry} />
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </SortableContext>
    </DndContext>
  );
}
