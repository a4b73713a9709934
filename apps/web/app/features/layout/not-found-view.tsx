export function NotFoundView() {
  return (
    <section className="page-message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 Not Found</h1>
      <p>We looked everywhere, but there is no page at this address.</p>
      <a className="button button--primary" href="/">
        Back to the shop
      </a>
    </section>
  );
}
