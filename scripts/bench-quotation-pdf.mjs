// npm run bench:quotation-pdf — the quotation PDF's size and render time (issue 27): renders a
// one-page quotation BENCH_PDFS (20) times in one process, first with a Latin-only Bill To, then
// with a Chinese and Korean one, and prints each kind's size, its first render (fonts loaded then)
// and the median of the rest. Runs the sources with tsx; no server, no database.
import { performance } from 'node:perf_hooks';
import { renderQuotationPdf } from '../apps/server/src/quotations/quotation-pdf.ts';

const runs = Number(process.env.BENCH_PDFS ?? 20);

const base = {
  quotationNo: 'Q-20261121-0007',
  issueDate: '2026-11-21',
  validUntil: '2026-12-21',
  lines: [1, 2, 3].map((set) => ({
    details: `Die Cut Stickers · Vinyl · 3" x 3" · Full colour · Set ${set} of 3`,
    quantity: 500,
    price: '135.13',
  })),
  subTotal: '405.39',
  shippingFee: '0.00',
  pointDiscount: '0.00',
  couponDiscount: '0.00',
  promoDiscount: '0.00',
  totalPrice: '405.39',
};

const kinds = [
  {
    name: 'Latin Bill To',
    billTo: {
      company: 'Acme Coffee Roasters LLC',
      name: 'Jane Doe',
      address: '123 Main St\nPortland, OR',
    },
  },
  {
    name: 'Chinese and Korean Bill To',
    billTo: {
      company: '李氏贸易有限公司',
      name: '李小龙',
      address: '中文地址 1号\n서울특별시 중구',
    },
  },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const kind of kinds) {
  const times = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const pdf = await renderQuotationPdf({ ...base, billTo: kind.billTo });
    times.push(performance.now() - started);
    size = pdf.length;
  }
  console.log(
    `${kind.name.padEnd(28)} ${String(size).padStart(7)} bytes  first ${times[0].toFixed(0).padStart(5)} ms  ` +
      `median of the rest ${median(times.slice(1)).toFixed(1).padStart(6)} ms`,
  );
}
