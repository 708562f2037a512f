/**
 * The forms' validation engine. See README.md beside this file for the rules, the hints and
 * an example. Safe to import from client components: the locale files are only loaded by
 * `validateSubmission`, on the server.
 */
export { defineFields, defineForm, summarize, DEFAULT_MAX_LENGTH } from './form';
export type {
  FieldDefinition,
  FieldType,
  Fields,
  FormDefinition,
  FormSpec,
  OutputValue,
  OutputValues,
  RawValue,
  RawValues,
  SelectOption,
  SelectOptionGroup,
  SelectOptions,
  SubmissionResult,
  SummaryEntry,
  ValidateOptions,
  Visibility,
} from './form';
export { BUILTIN_RULES, defineRule, isBuiltinRule, confirmTarget } from './rules';
export type { BuiltinRuleArgs, BuiltinRuleName, DateArg } from './rules';
export { parseRules, safeParseRules, RuleSyntaxError } from './parse';
export type { CustomRules, RuleObject, RulesInput } from './parse';
export { runRules, runRulesToEnd } from './run';
export type { RunOptions, RunResult } from './run';
export { createValidationTranslator } from './messages';
export type { MessageSource, ValidationTranslator } from './messages';
export { DEFAULT_ACCEPT, DEFAULT_MAX_FILE_SIZE, DEFAULT_MAX_FILES, describeTypes, isAccepted } from './files';
export type { FileEntry, FileLimits } from './files';
export { parseDate, VALIDATION_TIME_ZONE } from './dates';
export { isEmpty } from './values';
export type {
  FormFieldMessage,
  MessageArg,
  MessageDescriptor,
  ParsedRule,
  RuleContext,
  RuleDefinition,
  RuleFailure,
  RuleHints,
} from './types';
