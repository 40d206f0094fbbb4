export { TextField, TEXT_FIELD_TYPES, type TextFieldProps, type TextFieldType } from './TextField';
