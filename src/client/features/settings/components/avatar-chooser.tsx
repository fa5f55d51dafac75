/**
 * The avatar chooser: the current picture (or the one chosen, or the one waiting in the outbox) and a
 * file input for images, drawn as a button and the chosen file's name in the language (the browser's
 * own 'Choose File / No file chosen' is in the browser's language, not the site's). The input itself
 * stays the focusable control, named by the field's label; the button shows its focus. The preview
 * is read as a data: address, which the page's CSP (img-src 'self' data: https:) allows, so no blob:
 * address is needed.
 */
import { useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { buttonClass } from '../../../components/ui/first-visit/button';
import { nameCut } from '../../../components/ui/first-visit/name';
import { Avatar } from '../../../components/ui/on-demand/avatar';
import { Field, FieldInput } from '../../../components/ui/on-demand/field';
import { avatarProblem } from '../avatar-check';
import { settingsTexts } from '../texts';

function useDataUrl(blob: Blob | null): string | null {
  const [read, setRead] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => live && setRead({ blob, url: String(reader.result) });
    reader.readAsDataURL(blob);
    return () => {
      live = false;
      reader.abort();
    };
  }, [blob]);
  return blob && read?.blob === blob ? read.url : null;
}

const styles = {
  row: css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }),
  choose: css({ display: 'flex', alignItems: 'center', gap: '3', flex: '1', minWidth: '0' }),
  input: css({ srOnly: true }),
  // The input's focus shows on the button drawn for it.
  button: css({
    flexShrink: '0',
    '[data-scope=field]:focus-visible + &': { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  file: cx(nameCut, css({ color: 'fg.muted', textStyle: 'sm' })),
};

type AvatarChooserProps = {
  name: string;
  /** The stored avatar as a data address, or null. */
  current: string | null;
  /** The picture chosen here and not saved yet. */
  file: File | null;
  /** A picture waiting in the outbox. */
  waiting: Blob | null;
  errors?: readonly string[];
  onChoose: (choice: { file: File | null; error: string | null }) => void;
};

export function AvatarChooser({ name, current, file, waiting, errors, onChoose }: AvatarChooserProps) {
  const preview = useDataUrl(file ?? waiting);
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field label={settingsTexts.avatar} helper={settingsTexts.avatarNote} errors={errors}>
      <div className={styles.row}>
        <Avatar
          src={preview ?? current}
          name={preview ? settingsTexts.avatarPreview : `${settingsTexts.avatarCurrent}: ${name}`}
          size="xl"
        />
        <span className={styles.choose}>
          <FieldInput
            ref={input}
            type="file"
            name="avatar"
            accept="image/*"
            className={styles.input}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const error = chosen ? avatarProblem(chosen) : null;
              if (error) event.target.value = '';
              onChoose({ file: error ? null : chosen, error });
            }}
          />
          <span aria-hidden="true" className={buttonClass({ variant: 'outline' }, styles.button)} onClick={() => input.current?.click()}>
            {settingsTexts.avatarChoose}
          </span>
          <bdi aria-hidden="true" className={styles.file}>
            {file ? file.name : settingsTexts.avatarNone}
          </bdi>
        </span>
      </div>
    </Field>
  );
}
