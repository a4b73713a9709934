import './catalog.css';
const PROMISES = [
  {
    title: 'Exact prices, instantly',
    text: 'Every size, material and quantity is priced while you choose. The price you see is the price you pay.',
  },
  {
    title: 'A real dispatch date',
    text: 'We count business days, weekends and holidays for you and show the day your order ships.',
  },
  {
    title: 'Free fast shipping from $100',
    text: 'Orders of $100 or more ship free. Delivery usually takes up to 3 business days after dispatch.',
  },
];

export function ShopPromises() {
  return (
    <section className="promises" aria-label="Why order from us">
      <ul>
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <h2>{promise.title}</h2>
            <p>{promise.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
