import { createContext, useContext } from 'react';

/** Set by entry.server for the server render; empty in the browser, which needs none. */
export const NonceContext = createContext('');

export const useNonce = () => useContext(NonceContext);
