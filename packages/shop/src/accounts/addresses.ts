import {
  ADDRESS_BOOK_MAX,
  ADDRESS_MESSAGES,
  phoneShown,
  samePlace,
  type Address,
} from '@shop/domain/addresses';
import type { Actor } from '@shop/domain/identity';
import type { AccountRepository, AddressRow } from '@shop/db/repositories/accounts';
import { requireCustomer } from '../permissions';
import { ShopProblem } from '../problem';
import type { WritePipeline } from '../writes';
import type { AddressBook, AddressView } from './contract';

const view = (row: AddressRow): AddressView => ({
  id: row.id,
  label: row.label,
  name: row.name,
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  state: row.state,
  zip: row.zip,
  phone: row.phone ? phoneShown(row.phone) : '',
  is_default: row.isDefault,
});

const duplicate = () =>
  new ShopProblem(409, 'DUPLICATE_ADDRESS', ADDRESS_MESSAGES.duplicate, [
    { field: 'address1', message: ADDRESS_MESSAGES.duplicate },
  ]);

const notFound = () => new ShopProblem(404, 'NOT_FOUND', ADDRESS_MESSAGES.notFound);

const fieldsOf = ({ is_default: _, ...fields }: Address) => fields;

/**
 * A signed-in customer's address book (issue 30): the default address fills a new quotation's
 * Bill To. The same place twice is refused with the catalogue's message; another customer's
 * address is not found.
 */
export function addressOperations({
  accounts,
  writes,
}: {
  accounts: Pick<AccountRepository, 'addresses'>;
  writes: WritePipeline;
}) {
  const book = async (customerId: number, message?: string): Promise<AddressBook> => ({
    addresses: (await accounts.addresses(customerId)).map(view),
    ...(message ? { message } : {}),
  });

  return {
    async addresses(actor: Actor): Promise<AddressBook> {
      requireCustomer(actor);
      return book(actor.customerId);
    },

    async addAddress(actor: Actor, address: Address): Promise<AddressBook> {
      requireCustomer(actor);
      const { customerId } = actor;
      await writes.transaction(async (repos) => {
        await repos.accounts.lockAddressBook(customerId);
        const existing = await repos.accounts.addresses(customerId);
        if (existing.length >= ADDRESS_BOOK_MAX) {
          throw new ShopProblem(409, 'ADDRESS_BOOK_FULL', ADDRESS_MESSAGES.tooMany);
        }
        if (existing.some((row) => samePlace(row, address))) throw duplicate();
        await repos.accounts.addAddress(customerId, fieldsOf(address), address.is_default);
      });
      return book(customerId, ADDRESS_MESSAGES.added);
    },

    async updateAddress(actor: Actor, id: number, address: Address): Promise<AddressBook> {
      requireCustomer(actor);
      const { customerId } = actor;
      await writes.transaction(async (repos) => {
        await repos.accounts.lockAddressBook(customerId);
        const existing = await repos.accounts.addresses(customerId);
        if (!existing.some((row) => row.id === id)) throw notFound();
        if (existing.some((row) => row.id !== id && samePlace(row, address))) throw duplicate();
        await repos.accounts.updateAddress(customerId, id, fieldsOf(address), address.is_default);
      });
      return book(customerId, ADDRESS_MESSAGES.updated);
    },

    async removeAddress(actor: Actor, id: number): Promise<AddressBook> {
      requireCustomer(actor);
      const { customerId } = actor;
      const removed = await writes.transaction(async (repos) => {
        await repos.accounts.lockAddressBook(customerId);
        return repos.accounts.removeAddress(customerId, id);
      });
      if (!removed) throw notFound();
      return book(customerId, ADDRESS_MESSAGES.removed);
    },

    async setDefaultAddress(actor: Actor, id: number): Promise<AddressBook> {
      requireCustomer(actor);
      const { customerId } = actor;
      const done = await writes.transaction(async (repos) => {
        await repos.accounts.lockAddressBook(customerId);
        return repos.accounts.setDefaultAddress(customerId, id);
      });
      if (!done) throw notFound();
      return book(customerId, ADDRESS_MESSAGES.updated);
    },
  };
}
