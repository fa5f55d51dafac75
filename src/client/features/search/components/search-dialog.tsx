/** The search over the page, on narrow screens: a dialog at the top holding the search and a close button. */
import { Icon } from '../../../components/ui/first-visit/icon';
import { css } from 'styled-system/css';
import { IconButton } from '../../../components/ui/first-visit/button';
import { layoutTexts } from '../../../components/layout/texts';
import { Dialog } from '../../../components/ui/on-demand/dialog';
import { searchTexts as texts } from '../texts';
import { fieldStyles } from './field-style';
import SearchBox from './search-box';

const styles = {
  content: css({
    alignSelf: 'flex-start',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    width: 'calc(100vw - 1rem)',
    minWidth: '0',
    mt: '2',
    p: '2',
  }),
  box: css({ position: 'relative', display: 'flex', alignItems: 'center', flex: '1', minWidth: '0' }),
};

/** Closed, it gives the focus back to what had it (the button that opened it). */
type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export default function SearchDialog({ open, onOpenChange }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Dialog.Popup className={styles.content} aria-label={layoutTexts.search}>
        <div role="search" className={styles.box}>
          <SearchBox onChosen={() => onOpenChange(false)} />
          <Icon icon="search" size={16} className={fieldStyles.icon} />
        </div>
        <Dialog.CloseTrigger asChild>
          <IconButton variant="ghost" aria-label={texts.close}>
            <Icon icon="x" />
          </IconButton>
        </Dialog.CloseTrigger>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
