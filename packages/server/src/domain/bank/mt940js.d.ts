// The part of mt940js (no types of its own) that mt940.ts reads.
declare module 'mt940js' {
  export interface Mt940Transaction {
    date: Date;
    entryDate?: Date | '';
    amount: number;
    isReversal: boolean;
    currency: string;
    details: string;
    transactionType: string;
    reference: string;
    bankReference: string;
    extraDetails: string;
  }
  export interface Mt940Statement {
    transactionReference: string;
    accountIdentification: string;
    currency: string;
    transactions: Mt940Transaction[];
  }
  export class Parser {
    constructor(options?: { no86Structure?: boolean });
    parse(data: string, withTags?: boolean): Mt940Statement[];
  }
}
