import { useState } from 'react';
import { useRecordContext, useSaveContext } from 'react-admin';
import type { AppConfigEntry } from '../../contract/appConfig';

type Values = Record<string, unknown>;
type Errors = Record<string, unknown> | undefined | void;

/**
 * The edit form's submit: a value of the same type saves at once; a new type is asked about
 * first, and saved with `changeType: true` on Yes. The form waits for the answer, so the
 * server's field errors still land on the fields and No leaves the form as it was.
 */
export function useTypeChangeConfirmation() {
  const record = useRecordContext<AppConfigEntry>();
  const { save } = useSaveContext();
  const [pending, setPending] = useState<{ values: Values; answer: (errors: Promise<Errors>) => void }>();

  const onSubmit = (values: Values): Promise<Errors> => {
    if (!save) return Promise.resolve(undefined);
    if (!record || values.valueType === record.valueType) return Promise.resolve(save(values));
    return new Promise<Errors>((resolve) => setPending({ values, answer: resolve }));
  };

  const settle = (confirmed: boolean) => {
    if (!pending) return;
    setPending(undefined);
    pending.answer(Promise.resolve(confirmed && save ? save({ ...pending.values, changeType: true }) : undefined));
  };

  return {
    onSubmit,
    /** The type the user chose, while the question is open. */
    newType: pending?.values.valueType as AppConfigEntry['valueType'] | undefined,
    confirm: () => settle(true),
    cancel: () => settle(false),
  };
}
