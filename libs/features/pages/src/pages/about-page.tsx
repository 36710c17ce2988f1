import { StaticPage } from '../components/static-page';

/** Spec §2 /about: about the platform. */
export function AboutPage() {
  return <StaticPage slug="about" />;
}
