export * as fieldStyles from './Field.css';
export { FieldHelp, FieldLabel, type FieldTextProps } from './FieldParts';
