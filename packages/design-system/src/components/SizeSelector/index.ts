export { SizeSelector, type SizeOption, type SizeSelectorProps } from './SizeSelector';
