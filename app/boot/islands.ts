// What the page script (page-behaviours.ts) and the on-use script (island-on-use.ts) both know of islands.

/**
 * Whether an island marked data-start="on-use" waits for the visitor's first use: not on a page opened with a
 * query, which it reads at once (the enquiry form's ?product=); then it starts with the page.
 */
export const onUseWaits = () => location.search === "";
