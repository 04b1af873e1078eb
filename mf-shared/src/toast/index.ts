export { ERROR_TOAST_MS, SUCCESS_TOAST_MS, toast } from './bus';
export type { ToastItem, ToastKind, ToastListener } from './bus';
