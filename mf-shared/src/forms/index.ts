export { formMessage } from './formMessage';
export { fieldMessage, issueKind, withFormMessages } from './formMessages';
export type { FieldMessages, FormMessages, IssueKind } from './formMessages';
