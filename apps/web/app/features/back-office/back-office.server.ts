import { redirect, data, type RouterContextProvider } from 'react-router';
import { ShopProblem } from '@shop/shop/problem';
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

/**
 * What a back-office loader reads, with the shop's 404 (no such order, or staff without the
 * admin role) shown as the 404 page: the page does not exist for them.
 */
export async function orNotFound<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (problem) {
    if (problem instanceof ShopProblem && problem.statusCode === 404) {
      throw data(null, { status: 404 });
    }
    throw problem;
  }
}
