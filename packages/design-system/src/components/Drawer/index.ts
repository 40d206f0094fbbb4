export {
  Drawer,
  DRAWER_BACKGROUNDS,
  DRAWER_SIDES,
  type DrawerBackground,
  type DrawerProps,
  type DrawerSide,
} from './Drawer';
