/**
 * How a level is picked up: a mouse or pen after moving 5 px, a finger after holding it 200 ms (so a
 * swipe still scrolls the page on a phone), the keyboard with Space or Enter (arrows move it, Space
 * or Enter drops it, Escape cancels).
 */
import { KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type Modifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

/** The pointer sensor for mice and pens only: fingers go to the touch sensor and its hold delay. */
class MousePointerSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: (...args: Parameters<(typeof PointerSensor.activators)[number]['handler']>) =>
        args[0].nativeEvent.pointerType !== 'touch' && PointerSensor.activators[0]!.handler(...args),
    },
  ];
}

export function useLevelSensors() {
  return useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** A list is sorted up and down only. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
