/// A count with its noun in the right number ("1 file", "2 files"), so no message says
/// "1 files" or "1 repositories".
public enum Plural {
    /// `plural` defaults to `singular + "s"`; give it for the others ("entry", "entries").
    public static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural))"
    }

    /// The noun alone, for messages that put something between the count and it.
    public static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
