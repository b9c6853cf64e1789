import Foundation

/// A file's indentation unit and line break, each detected from its text on first use and
/// kept: each detection scans the whole text, and most rule runs only report (no inserted code
/// asks for either). Shared by the rule runs of one text, which may ask from any thread.
public final class TextConventions: @unchecked Sendable {
    private let text: String
    /// An edited text indents like the text it was edited from.
    private let original: TextConventions?
    private let lock = NSLock()
    private var indentStyle: IndentationStyle?
    private var lineEnding: LineEnding?

    /// Conventions of `text`; a given value is taken as detected.
    public init(_ text: String, indentStyle: IndentationStyle? = nil, lineEnding: LineEnding? = nil) {
        self.text = text
        original = nil
        self.indentStyle = indentStyle
        self.lineEnding = lineEnding
    }

    /// Conventions of `text`, an edit of `original`'s text: its indentation is the original's.
    init(edited text: String, original: TextConventions) {
        self.text = text
        self.original = original
    }

    /// The indentation unit (tab or N spaces).
    public var indentation: IndentationStyle {
        if let original { return original.indentation }
        return lock.withLock {
            if let indentStyle { return indentStyle }
            let detected = IndentationStyle.detect(in: text)
            indentStyle = detected
            return detected
        }
    }

    /// The line break inserted lines must use.
    public var lineBreak: LineEnding {
        lock.withLock {
            if let lineEnding { return lineEnding }
            let detected = LineEnding.detect(in: text.utf8)
            lineEnding = detected
            return detected
        }
    }

    /// Which values have been detected or given so far (tests: a run that only reports scans for neither).
    var known: (indentation: Bool, lineBreak: Bool) {
        let indentation = original?.known.indentation ?? lock.withLock { indentStyle != nil }
        return (indentation, lock.withLock { lineEnding != nil })
    }
}
