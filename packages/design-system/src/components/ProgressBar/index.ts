export { ProgressBar, PROGRESS_BAR_PLACEMENTS, type ProgressBarPlacement, type ProgressBarProps } from './ProgressBar';
