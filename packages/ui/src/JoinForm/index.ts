export { JoinForm, type JoinFormProps } from './JoinForm';
