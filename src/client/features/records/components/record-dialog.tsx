/** The Add Record and Edit Record dialog around the form; a change refused while it is open is dropped when it is closed. */
import type { LevelType } from '../../../../shared/constants';
import { useRefusedEntry } from '../../../components/form/form-save';
import { FormDialog } from '../../../components/ui/on-demand/form-dialog';
import { staffRecordTexts } from '../texts';
import { RecordForm, type RecordTarget } from './record-form';

const texts = staffRecordTexts.form;

type Props = { type: LevelType; target: RecordTarget | null; onClose: () => void };

export function RecordDialog({ type, target, onClose }: Props) {
  const { refused, setRefused, close } = useRefusedEntry(onClose);
  const editing = target?.mode === 'edit';
  return (
    <FormDialog
      open={target !== null}
      onClose={() => close(true)}
      title={editing ? texts.editTitle : texts.addTitle}
      description={editing ? texts.editDescription : texts.addDescription}
    >
      {target ? <RecordForm type={type} target={target} refused={refused} onRefused={setRefused} onDone={() => close(false)} /> : null}
    </FormDialog>
  );
}
