/**
 * The toast region. Zag's toast has no swipe, so it is added here with the limits:
 * a drag of 20 px, or a flick faster than 0.11 px/ms, dismisses. The region is a child of <body>: a
 * modal dialog hides the rest of the page from assistive technology, but not a live region there,
 * so a toast shown while a dialog is open is still read out.
 */
import { Portal } from '@ark-ui/react/portal';
import { Directed } from './directed';
import { Toast, Toaster as ArkToaster, useToastContext } from '@ark-ui/react/toast';
import { Icon } from '../first-visit/icon';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { toast as toastRecipe } from 'styled-system/recipes/toast';
import { toaster } from '../../../lib/toast-store';
import { Button, IconButton } from '../first-visit/button';
import { toastTexts } from './texts';

const SWIPE_DISTANCE = 20;
const SWIPE_VELOCITY = 0.11;

const rootStyle = css({ width: 'min(356px, calc(100vw - 64px))', minWidth: '0', touchAction: 'none', pe: '12' });

function SwipeableToast({ title, description, action }: { title?: ReactNode; description?: ReactNode; action?: { label: string } }) {
  const api = useToastContext();
  const classes = toastRecipe();
  const start = useRef<{ x: number; y: number; time: number } | null>(null);
  const element = useRef<HTMLDivElement>(null);

  const offset = (event: PointerEvent) => {
    const from = start.current!;
    const dx = event.clientX - from.x;
    const dy = Math.max(0, event.clientY - from.y);
    return Math.abs(dx) >= dy ? { axis: 'x' as const, amount: dx } : { axis: 'y' as const, amount: dy };
  };
  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, y: event.clientY, time: performance.now() };
    element.current?.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!start.current || !element.current) return;
    const { axis, amount } = offset(event);
    element.current.style.transform = axis === 'x' ? `translateX(${amount}px)` : `translateY(${amount}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current || !element.current) return;
    const distance = Math.abs(offset(event).amount);
    const velocity = distance / Math.max(1, performance.now() - start.current.time);
    start.current = null;
    if (distance >= SWIPE_DISTANCE || (distance > 2 && velocity > SWIPE_VELOCITY)) api.dismiss();
    else element.current.style.transform = '';
  };

  return (
    <Toast.Root
      ref={element}
      className={cx(classes.root, rootStyle)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
    >
      <Toast.Title className={classes.title}>{title}</Toast.Title>
      {description ? <Toast.Description className={classes.description}>{description}</Toast.Description> : null}
      {action ? (
        <Toast.ActionTrigger asChild className={classes.actionTrigger}>
          <Button variant="outline" size="sm">
            {action.label}
          </Button>
        </Toast.ActionTrigger>
      ) : null}
      <Toast.CloseTrigger asChild className={classes.closeTrigger}>
        <IconButton aria-label={toastTexts.dismiss} variant="ghost" size="md">
          <Icon icon="x" />
        </IconButton>
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

export default function Toaster() {
  return (
    <Directed>
      <Portal>
        <ArkToaster toaster={toaster} className={toastRecipe().group}>
          {(toast) => <SwipeableToast key={toast.id} title={toast.title} description={toast.description} action={toast.action} />}
        </ArkToaster>
      </Portal>
    </Directed>
  );
}
