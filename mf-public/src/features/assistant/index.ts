export { AssistantOnServer, AssistantProvider, useAssistant, type AssistantControls } from './AssistantProvider';
export { HashScroller } from './HashScroller';
export { Suggestions } from './Suggestions';
