import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { Fields, FormDefinition, RawValue } from '../validation/form';
import { createFormState, type FormSnapshot, type FormState, type FormStateOptions } from './form-state';

export type UseFormResult<F extends Fields> = FormSnapshot<F> & {
  state: FormState<F>;
  setValue: <K extends keyof F & string>(name: K, value: RawValue<F[K]>) => void;
  blur: (name: keyof F & string) => void;
  submit: () => Promise<boolean>;
  /** For `<form onSubmit>`: stops the browser's own submit and runs the submit flow. */
  handleSubmit: (event: FormEvent) => void;
};

/**
 * The form state in a client component. The store is created once; the handlers in `options`
 * may change between renders (the latest ones are called).
 */
export function useFormState<F extends Fields>(form: FormDefinition<F>, options: FormStateOptions<F>): UseFormResult<F> {
  const latest = useRef(options);
  latest.current = options;
  const [state] = useState(() =>
    createFormState(form, {
      ...options,
      onSubmit: (values, raw) => latest.current.onSubmit?.(values, raw),
      onInvalid: (snapshot) => latest.current.onInvalid?.(snapshot),
    }),
  );
  useEffect(() => {
    state.resume();
    return () => state.dispose();
  }, [state]);
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  return {
    ...snapshot,
    state,
    setValue: state.setValue,
    blur: state.blur,
    submit: state.submit,
    handleSubmit: (event) => {
      event.preventDefault();
      void state.submit();
    },
  };
}
