import { redirect, data, type RouterContextProvider } from 'react-router';
import type { StaffSession } from '@shop/shop/staff/service';

/**
 * The member of staff a back-office page is for (issue 34). Anyone else is shown the shop's
 * 404 page: the back-office does not say it exists. A one-time password must be changed first.
 */
export async function requireStaffPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<StaffSession> {
  const session = await context.staffSession();
  if (!session) throw data(null, { status: 404 });
  if (session.mustChangePassword && pagePath(request) !== '/admin/password') {
    throw redirect('/admin/password');
  }
  return session;
}

/** The page a loader runs for: a client navigation asks for `<path>.data`. */
export const pagePath = (request: Request) =>
  new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '') || '/';
