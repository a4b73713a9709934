import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { SHOP_PAGE_LINKS } from '@shop/domain/shop-page-links';

export default [
  index('routes/home.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('checkout', 'routes/checkout.tsx'),
  route('orders/:number', 'routes/order.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('account', 'routes/account.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('account/quote-requests/:reference', 'routes/account-quote-request.tsx'),
  route('user-guide/artwork-guide', 'routes/artwork-guide.tsx'),
  // The back-office (issue 34): its own frame; every page but sign-in is staff's only (404).
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/inbox.tsx'),
    route('sign-in', 'routes/admin/sign-in.tsx'),
    route('password', 'routes/admin/password.tsx'),
    route('activity', 'routes/admin/activity.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:number', 'routes/admin/order.tsx'),
    route('calendar', 'routes/admin/calendar.tsx'),
    route('coupons', 'routes/admin/coupons.tsx'),
    route('artwork', 'routes/admin/artwork.tsx'),
    route('artwork/:design', 'routes/admin/artwork-design.tsx'),
    route('inbox/:kind/:reference', 'routes/admin/inbox-item.tsx'),
  ]),
  // The shop's own pages (issue 27 item 14): one module, its text chosen by the path.
  ...SHOP_PAGE_LINKS.map(({ id, path }) =>
    route(path.slice(1), 'routes/shop-page.tsx', { id: `shop-page-${id}` }),
  ),
  // Spec 001 §2: the Vinyl Lettering page under its own name, with the designer's header.
  route('vinyl-lettering-designer', 'routes/product-page.tsx', { id: 'lettering-designer' }),
  route(':category', 'routes/category.tsx'),
  route(':category/:item/:product?', 'routes/product-page.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
