export { default } from '../placeholder/PlaceholderPage';
