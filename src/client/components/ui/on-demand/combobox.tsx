/**
 * A searchable chooser over a long list (hundreds of levels): Ark UI's Combobox with Park UI's
 * recipe. Typing filters by any part of the label, ignoring case and accents; only the first
 * matches are drawn so that opening it stays quick. Put inside a Field, it takes the field's label,
 * required and invalid state.
 */
import { Combobox as ArkCombobox, useListCollection, type CollectionItem, type ComboboxRootProps } from '@ark-ui/react/combobox';
import { useFilter } from '@ark-ui/react/locale';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useEffect, type JSX } from 'react';
import { css, cx } from 'styled-system/css';
import { combobox } from 'styled-system/recipes/combobox';
import { input } from 'styled-system/recipes/input';
import { fixedStyleContext } from '../first-visit/style-context';
import { Directed, directed } from './directed';

export type ComboboxItem = { value: string; label: string };

type Props = {
  items: readonly ComboboxItem[];
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  emptyText: string;
  /** Accessible name of the button that opens the list. */
  triggerLabel: string;
  limit?: number;
};

const own = {
  // The field's own box (border, focus ring the field's width), with room at its end for the arrow: a long choice shortens before it.
  input: cx(input(), css({ paddingInlineEnd: '10', textOverflow: 'ellipsis' })),
  trigger: css({
    insetInlineEnd: '0',
    width: '10',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    cursor: 'pointer',
    '& svg': { width: '4', height: '4' },
  }),
};

export function Combobox({ items, value, onValueChange, placeholder, emptyText, triggerLabel, limit = 100 }: Props) {
  const classes = combobox();
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter, set } = useListCollection<ComboboxItem>({ initialItems: items, filter: contains, limit });
  useEffect(() => set([...items]), [items, set]);
  const selected = items.find((item) => item.value === value);
  return (
    <Directed>
      <ArkCombobox.Root
        className={classes.root}
        collection={collection}
        value={value ? [value] : []}
        defaultInputValue={selected?.label ?? ''}
        onValueChange={(details) => onValueChange(details.value[0] ?? '')}
        onInputValueChange={(details) => filter(details.inputValue)}
        // Opened to browse (a click, an arrow key), it shows every item, not only those matching the chosen one.
        onOpenChange={(details) => details.open && details.reason !== 'input-change' && filter('')}
        inputBehavior="autohighlight"
        openOnClick
        positioning={{ sameWidth: true }}
      >
        <ArkCombobox.Control className={classes.control}>
          <ArkCombobox.Input className={cx(classes.input, own.input)} placeholder={placeholder} />
          <ArkCombobox.Trigger className={cx(classes.trigger, own.trigger)} aria-label={triggerLabel}>
            <ChevronsUpDown />
          </ArkCombobox.Trigger>
        </ArkCombobox.Control>
        <ArkCombobox.Positioner className={classes.positioner}>
          <ArkCombobox.Content className={classes.content}>
            <ArkCombobox.Empty className={classes.item}>{emptyText}</ArkCombobox.Empty>
            {collection.items.map((item) => (
              <ArkCombobox.Item key={item.value} item={item} className={classes.item}>
                <ArkCombobox.ItemText className={classes.itemText}>{item.label}</ArkCombobox.ItemText>
                <ArkCombobox.ItemIndicator className={classes.itemIndicator}>
                  <Check />
                </ArkCombobox.ItemIndicator>
              </ArkCombobox.Item>
            ))}
          </ArkCombobox.Content>
        </ArkCombobox.Positioner>
      </ArkCombobox.Root>
    </Directed>
  );
}

const parts = fixedStyleContext(combobox());

/** The combobox's parts, each styled with its slot of the recipe, for a combobox of its own shape (the search). */
export const ComboboxParts = {
  // Ark's root is generic in its items; the styled one keeps that.
  Root: directed(parts.withProvider(ArkCombobox.Root, 'root')) as <T extends CollectionItem>(props: ComboboxRootProps<T>) => JSX.Element,
  Label: parts.withContext(ArkCombobox.Label, 'label'),
  Control: parts.withContext(ArkCombobox.Control, 'control'),
  Input: parts.withContext(ArkCombobox.Input, 'input'),
  Positioner: parts.withContext(ArkCombobox.Positioner, 'positioner'),
  Content: parts.withContext(ArkCombobox.Content, 'content'),
  ItemGroup: parts.withContext(ArkCombobox.ItemGroup, 'itemGroup'),
  ItemGroupLabel: parts.withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel'),
  Item: parts.withContext(ArkCombobox.Item, 'item'),
};
