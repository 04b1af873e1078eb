export { formMessage } from './formMessage';
