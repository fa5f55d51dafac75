import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ComponentProps } from 'react';
import { menu } from 'styled-system/recipes/menu';
import { createStyleContext } from '../first-visit/style-context';

const { withRootProvider, withContext } = createStyleContext(menu);

const Positioner = withContext(ArkMenu.Positioner, 'positioner');
const Content = withContext(ArkMenu.Content, 'content');

function Popup(props: ComponentProps<typeof ArkMenu.Content>) {
  return (
    <Portal>
      <Positioner>
        <Content {...props} />
      </Positioner>
    </Portal>
  );
}

export const Menu = {
  Root: withRootProvider(ArkMenu.Root),
  Trigger: withContext(ArkMenu.Trigger, 'trigger'),
  Popup,
  Item: withContext(ArkMenu.Item, 'item'),
  Separator: withContext(ArkMenu.Separator, 'separator'),
  ItemGroup: withContext(ArkMenu.ItemGroup, 'itemGroup'),
  ItemGroupLabel: withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel'),
};
