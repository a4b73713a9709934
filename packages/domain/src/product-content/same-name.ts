/** Two names are the same whatever their case and surrounding spaces (panels, FAQ sets). */
export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-US') === b.trim().toLocaleLowerCase('en-US');
