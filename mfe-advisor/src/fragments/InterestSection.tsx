// The interest-registration section as a fragment (shared/src/fragments.ts): the shell places it on
// the home page as `advisor/InterestSection`. The component lives in components/, because /chat
// renders it too.
export { default } from '../components/InterestSection';
