/**
 * The top bar's way into the search: a field from md up, an icon button below it that opens the
 * search over the page; '/' goes to whichever shows. Only this part is in the first visit: the search
 * itself (search-box.tsx) loads when the field takes the focus or the button is pressed. Until it has
 * come, the field is a plain input whose text and focus the search takes over.
 */
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../../components/ui/first-visit/button';
import { Icon } from '../../../components/ui/first-visit/icon';
import { layoutTexts } from '../../../components/layout/texts';
import { PUBLIC_TEXTS } from '../../../lib/i18n/catalogs';
import { lazyPart } from '../../../lib/lazy-part';
import { fieldStyles, type Draft } from './field-style';

const SearchBox = lazyPart(() => import('./search-box'), PUBLIC_TEXTS);
const SearchDialog = lazyPart(() => import('./search-dialog'), PUBLIC_TEXTS);

const wide = css({ position: 'relative', display: { base: 'none', md: 'flex' }, alignItems: 'center', flex: '1', maxWidth: 'sm' });
const narrow = css({ flexShrink: '0', md: { display: 'none' } });

export function SearchEntry() {
  const [field, setField] = useState(false);
  const [dialog, setDialog] = useState(false);
  const [open, setOpen] = useState(false);
  const draft = useRef<Draft>({ value: '' }).current;
  const box = useRef<HTMLDivElement>(null);

  const openDialog = () => {
    setOpen(true);
    setDialog(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not while typing, nor inside a dialog or a menu.
      if (event.key !== '/' || (event.target as Element).closest('input,textarea,select,[contenteditable],[aria-modal],[role=menu]'))
        return;
      event.preventDefault();
      if (box.current?.offsetParent) box.current.querySelector('input')?.focus();
      else openDialog();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const plain = (
    <input
      type="search"
      className={fieldStyles.input}
      aria-label={layoutTexts.search}
      placeholder={layoutTexts.search}
      onFocus={() => startTransition(() => setField(true))}
      onChange={(event) => (draft.value = event.target.value)}
    />
  );
  return (
    <>
      <div ref={box} role="search" className={wide}>
        <Suspense fallback={plain}>{field ? <SearchBox draft={draft} /> : plain}</Suspense>
        <Icon icon="search" size={16} className={fieldStyles.icon} />
      </div>
      <IconButton variant="ghost" className={narrow} aria-label={layoutTexts.search} aria-haspopup="dialog" onClick={openDialog}>
        <Icon icon="search" />
      </IconButton>
      {dialog ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
