export { createFormState } from './form-state';
export type { FieldSnapshot, FormSnapshot, FormState, FormStateOptions, SubmitOutcome } from './form-state';
export { useFormState } from './react';
export type { UseFormResult } from './react';
