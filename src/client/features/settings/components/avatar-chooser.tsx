/**
 * The avatar chooser: the current picture (or the one chosen, or the one waiting in the outbox) and a
 * file input for images. The preview is read as a data: address, which the page's CSP (img-src 'self'
 * data: https:) allows, so no blob: address is needed.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
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

const row = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' });
const picker = css({ flex: '1', minWidth: '0', py: '1.5', cursor: 'pointer', _file: { me: '3', cursor: 'pointer' } });

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
  return (
    <Field label={settingsTexts.avatar} helper={settingsTexts.avatarNote} errors={errors}>
      <div className={row}>
        <Avatar src={preview ?? current} name={preview ? settingsTexts.avatarPreview : `${settingsTexts.avatarCurrent}: ${name}`} size="xl" />
        <FieldInput
          type="file"
          name="avatar"
          accept="image/*"
          className={picker}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const error = chosen ? avatarProblem(chosen) : null;
            if (error) event.target.value = '';
            onChoose({ file: error ? null : chosen, error });
          }}
        />
      </div>
    </Field>
  );
}
