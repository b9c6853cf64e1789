import Combine

// A global's initial value uses Tally's publisher, which an @Observable class does not have.
let tallyChanges = Tally().$count
