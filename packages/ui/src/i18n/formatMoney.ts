// Money for people — formatting amounts of integer cents in a language (`'€1,234.50'` /
// `'€ 1.234,50'`) and reading what people type in either language — lives once, in
// @kwartier/api (`money.ts`), shared with the server's invoices and PDF. The library's components
// import it from here.
export { displayDecimal, displayMoney, formatMoney, parseMoney } from '@kwartier/api';
