import { useState } from 'react';
import { useDelete, useRedirect, useRefresh, type RaRecord } from 'react-admin';

interface DialogDeleteOptions {
  /** On an edit page staff return to the list; in a list the rows are refreshed. */
  toList: boolean;
  onDeleted: () => void;
  onError: (error: unknown) => void;
}

/**
 * A delete behind a confirmation dialog, as list rows and edit toolbars use it: the dialog's open
 * state and a pessimistic delete (nothing disappears before the API agreed) that closes it.
 */
export function useDialogDelete<T extends RaRecord>(
  resource: string,
  record: T | undefined,
  { toList, onDeleted, onError }: DialogDeleteOptions,
) {
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete<T>();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const confirm = () => {
    if (!record) return;
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onDeleted();
          if (toList) redirect('list', resource);
          else refresh();
        },
        onError,
      },
    );
  };
  return { open, setOpen, isPending, confirm };
}
