import type { GetServerSideProps } from 'next';

/** The root redirects to the default locale until locale entry (IP and stored choice) lands. */
export const getServerSideProps: GetServerSideProps = async () => ({
  redirect: { destination: '/it-it', permanent: false },
});

export default function RootRedirect() {
  return null;
}
