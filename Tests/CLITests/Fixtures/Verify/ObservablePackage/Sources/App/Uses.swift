// Never rewritten: a key path to Tally's publisher, which @Observable does not have and the
// index does not record, so Tally's change breaks this file (found by bisection).
let tallyChanges = \Tally.$count
