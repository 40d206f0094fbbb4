export {
  FavouriteButton,
  FAVOURITE_BUTTON_SIZES,
  type FavouriteButtonProps,
  type FavouriteButtonSize,
} from './FavouriteButton';
