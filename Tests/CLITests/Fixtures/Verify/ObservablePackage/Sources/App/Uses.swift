// Never read: .modernize.json excludes this file, so the index cannot know that a key path here
// needs Tally's publisher, and Tally's @Observable change breaks it (found by bisection).
let tallyChanges = \Tally.$count
