import { Button as AriaButton } from 'react-aria-components';
import { Icon, type IconName } from '../../Icon';
import { closeButton } from './overlayHeader.css';

/** The round icon button of overlay headers; `slot="close"` makes react-aria's Dialog close on press. */
export function OverlayIconButton({
  label,
  icon = 'close',
  onPress,
}: {
  label: string;
  icon?: IconName;
  onPress?: () => void;
}) {
  return (
    <AriaButton className={closeButton} aria-label={label} slot={onPress ? undefined : 'close'} onPress={onPress}>
      <Icon name={icon} />
    </AriaButton>
  );
}
