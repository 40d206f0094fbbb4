export { QuantitySelect, type QuantitySelectProps } from './QuantitySelect';
export { quantityOptions } from './quantityOptions';
