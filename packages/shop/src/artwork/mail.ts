import { hello, mailMessage, paragraphs } from '../common/mail-message';

/** The order a proof belongs to, as its mail names it. */
export interface ProofOrder {
  orderNo: string;
  email: string;
  /** The name the order ships to: the greeting. */
  name: string;
}

/** The mail a proof by staff sends its customer (issue 35). */
export const PROOF_MAIL = {
  /** Staff started the proof a customer asked for: their file is now fixed. */
  proofStarted: (order: ProofOrder, link: string, design: string) =>
    mailMessage(
      order.email,
      `We are preparing your proof for order ${order.orderNo}`,
      hello(order.name),
      [
        { text: `Our staff have started the proof of ${design}.` },
        {
          text: 'From now on the file we work from stays as it is. We email you as soon as the proof is ready for you to approve.',
        },
        { text: `Your order and its artwork: ${link}` },
      ],
    ),

  /** A proof version staff made, to approve or to ask changes of. */
  proofSent: (order: ProofOrder, link: string, design: string, version: number, note: string) =>
    mailMessage(
      order.email,
      `Proof ${version} for order ${order.orderNo} is ready`,
      hello(order.name),
      [
        { text: `Proof ${version} of ${design} is ready.` },
        ...(note ? [{ text: 'Our note:' }, ...paragraphs(note)] : []),
        {
          text: 'Please look at it on your order page, then approve it, or tell us what to change. We print nothing before you approve.',
        },
        { text: `Your order and its artwork: ${link}` },
      ],
    ),
};

/**
 * The mail the shop gets when a design of an order needs its staff (issue 35): the customer asked
 * for a proof by staff, no machine could proof the file, the customer approved a version or asked
 * for changes. It names the design's page in the back-office.
 */
export const PROOF_DESK_MAIL = {
  requested: (to: string, orderNo: string, design: string, comment: string, link: string) =>
    mailMessage(to, `Proof by staff requested: order ${orderNo}`, 'Hello,', [
      { text: `The customer of order ${orderNo} asks for a proof by our staff of ${design}.` },
      ...(comment
        ? [{ text: 'Their note:' }, ...paragraphs(comment)]
        : [{ text: 'They left no note.' }]),
      { text: `Start the proof: ${link}` },
    ]),

  /** No machine could proof a file of an order's design: a person makes the proof. */
  byHand: (to: string, orderNo: string, design: string, link: string) =>
    mailMessage(to, `A file to proof by hand: order ${orderNo}`, 'Hello,', [
      {
        text: `Our check could not make a proof of ${design} in order ${orderNo}: the file is of a kind no machine reads here, or the check kept failing on it.`,
      },
      { text: "The customer's order page says that we check it by hand and send them a proof." },
      { text: `Make the proof: ${link}` },
    ]),

  approved: (to: string, orderNo: string, design: string, version: number, link: string) =>
    mailMessage(to, `Proof ${version} approved: order ${orderNo}`, 'Hello,', [
      { text: `The customer of order ${orderNo} approved proof ${version} of ${design}.` },
      { text: `The design: ${link}` },
    ]),

  changes: (
    to: string,
    orderNo: string,
    design: string,
    version: number,
    comment: string,
    link: string,
  ) =>
    mailMessage(to, `Changes requested to proof ${version}: order ${orderNo}`, 'Hello,', [
      {
        text: `The customer of order ${orderNo} asks for changes to proof ${version} of ${design}:`,
      },
      ...paragraphs(comment),
      { text: `Send the next version: ${link}` },
    ]),
};
