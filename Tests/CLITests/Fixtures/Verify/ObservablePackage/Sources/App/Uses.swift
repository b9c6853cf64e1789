// Never rewritten: it uses Tally's publisher, which @Observable does not have, so Tally's
// change breaks this file (found by bisection) while Counter's builds.
let tallyChanges = Tally().$count
