export { FormErrors, type FormErrorsProps } from './FormErrors';
