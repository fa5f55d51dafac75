import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes/menu';
import { fixedStyleContext } from '../first-visit/style-context';
import { directed } from './directed';

const { withRootProvider, withContext } = fixedStyleContext(menu());

const Positioner = withContext(ArkMenu.Positioner, 'positioner');
const Content = withContext(ArkMenu.Content, 'content');

// The recipe draws the content 2rem wider than its positioner, which is what gets placed: past the
// window's edge for a menu at the end of the top bar. As wide as the positioner, and never wider than
// the room; above a drawer or a dialog it is opened from (the positioner takes the content's layer).
const fit = css({ width: 'auto', maxWidth: 'var(--available-width)', zIndex: 'popover' });

function Popup({ className, ...props }: ComponentProps<typeof ArkMenu.Content>) {
  return (
    <Portal>
      <Positioner>
        <Content className={cx(fit, className)} {...props} />
      </Positioner>
    </Portal>
  );
}

export const Menu = {
  Root: directed(withRootProvider(ArkMenu.Root)),
  Trigger: withContext(ArkMenu.Trigger, 'trigger'),
  Popup,
  Item: withContext(ArkMenu.Item, 'item'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
  RadioItemGroup: withContext(ArkMenu.RadioItemGroup, 'itemGroup'),
  RadioItem: withContext(ArkMenu.RadioItem, 'item'),
  ItemText: withContext(ArkMenu.ItemText, 'itemText'),
  ItemIndicator: withContext(ArkMenu.ItemIndicator, 'itemIndicator'),
};
