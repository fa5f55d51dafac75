import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { tabs } from 'styled-system/recipes/tabs';
import { fixedStyleContext } from '../first-visit/style-context';
import { directed } from './directed';

const { withProvider, withContext } = fixedStyleContext(tabs());

export const Tabs = {
  Root: directed(withProvider(ArkTabs.Root, 'root')),
  List: withContext(ArkTabs.List, 'list'),
  Trigger: withContext(ArkTabs.Trigger, 'trigger'),
  Content: withContext(ArkTabs.Content, 'content'),
  Indicator: withContext(ArkTabs.Indicator, 'indicator'),
};
