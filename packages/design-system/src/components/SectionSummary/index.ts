export { SectionSummary, type SectionSummaryProps } from './SectionSummary';
