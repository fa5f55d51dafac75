import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { dialog } from 'styled-system/recipes/dialog';
import { fixedStyleContext } from '../first-visit/style-context';
import { directed } from './directed';

const { withRootProvider, withContext } = fixedStyleContext(dialog());

const Backdrop = withContext(ArkDialog.Backdrop, 'backdrop');
const Positioner = withContext(ArkDialog.Positioner, 'positioner');
const Content = withContext(ArkDialog.Content, 'content');

/** Backdrop, positioner and content in a portal: the part every dialog repeats. */
function Popup(props: ComponentProps<typeof ArkDialog.Content>) {
  return (
    <Portal>
      <Backdrop />
      <Positioner>
        <Content {...props} />
      </Positioner>
    </Portal>
  );
}

export const Dialog = {
  Root: directed(withRootProvider(ArkDialog.Root)),
  Trigger: withContext(ArkDialog.Trigger, 'trigger'),
  Popup,
  Title: withContext(ArkDialog.Title, 'title'),
  Description: withContext(ArkDialog.Description, 'description'),
  CloseTrigger: withContext(ArkDialog.CloseTrigger, 'closeTrigger'),
};
