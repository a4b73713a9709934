import { data } from 'react-router';
import { NotFoundView } from '~/features/layout/not-found-view';
import { SHOP_NAME } from '~/ui/brand';

/** Any path no other route claims: the 404 page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [
    { title: `404 Not Found | ${SHOP_NAME}` },
    { name: 'description', content: 'This page does not exist.' },
  ];
}

export default function NotFound() {
  return <NotFoundView />;
}
