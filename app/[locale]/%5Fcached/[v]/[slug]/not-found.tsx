export { default } from '../../../(public)/[slug]/not-found';
