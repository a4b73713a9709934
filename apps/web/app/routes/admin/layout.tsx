import { Link, NavLink, Outlet, useLoaderData, useNavigate } from 'react-router';
import { pagePath, requireStaffPage } from '~/features/back-office/back-office.server';
import { shopClient } from '~/lib/shop-client';
import { SHOP_NAME } from '~/ui/brand';
import type { Route } from './+types/layout';
import '~/features/back-office/back-office.css';

export function meta() {
  return [{ title: `Back-office | ${SHOP_NAME}` }, { name: 'robots', content: 'noindex' }];
}

/** Who is signed in; the sign-in page itself is the one back-office page anyone may see. */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (pagePath(request) === '/admin/sign-in') return { staff: null };
  const session = await requireStaffPage(context, request);
  return { staff: { email: session.actor.email, role: session.actor.role } };
}

/** The back-office's frame (issue 34): its own bar, the sections, signing out. */
export default function BackOffice() {
  const { staff } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const signOut = async () => {
    await shopClient.staff.signOut();
    await navigate('/admin/sign-in', { replace: true });
  };
  return (
    <div className="back-office">
      <header className="back-office__bar">
        <Link to={staff ? '/admin' : '/admin/sign-in'} className="back-office__brand">
          {SHOP_NAME} <span>back-office</span>
        </Link>
        {staff ? (
          <>
            <nav aria-label="Back-office" className="back-office__nav">
              <NavLink to="/admin" end>
                Inbox
              </NavLink>
              <NavLink to="/admin/orders">Orders</NavLink>
              <NavLink to="/admin/artwork">Artwork</NavLink>
              <NavLink to="/admin/activity">Activity</NavLink>
              {staff.role === 'admin' ? (
                <>
                  <NavLink to="/admin/calendar">Calendar</NavLink>
                  <NavLink to="/admin/coupons">Coupons</NavLink>
                </>
              ) : null}
            </nav>
            <div className="back-office__who">
              <span>
                {staff.email} ({staff.role})
              </span>
              <button type="button" className="back-office__link-button" onClick={signOut}>
                Sign out
              </button>
            </div>
          </>
        ) : null}
      </header>
      <div className="back-office__page">
        <Outlet />
      </div>
    </div>
  );
}
