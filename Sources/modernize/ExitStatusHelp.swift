/// The exit status table, one text for the `--help` of the tool, `diff` and `apply` (the
/// README's "Exit status" section says the same), so the three cannot drift apart. Wrapped by
/// hand: the help's own wrapping would not indent the continuation lines.
enum ExitStatusHelp {
    static let table = """

        Exit status:
          0  nothing to act on: no change pending (diff) or the rewrites written
             (apply); with --fail-on LEVEL, no result at or above LEVEL left;
             with --exit-zero (diff), whatever the run leaves
          1  diff without --fail-on: changes pending; with --fail-on LEVEL (diff,
             apply): a result at or above LEVEL left (pending rewrites count as
             warnings)
          2  usage or I/O error: a bad option, rule id or .modernize.json; a
             missing or unreadable path; a file that could not be read or written
             (binary, not UTF-8, read-only, changed on disk, over --max-file-size
             or --file-timeout); another run's lock; output that cannot be written
          3  internal rule error: a rule failed on a file, which is kept unchanged
        A file that does not parse is not an exit 2: it is an `error` result
        ([parse-error]), counted by --fail-on error (and lower levels), and the
        other files are migrated.
        """
}
