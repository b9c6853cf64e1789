/// The README's first example: the main job (`modernize diff Examples/`) with its real output.
/// `swift run generate-modernize` runs the built tool and writes the block between
/// `<!-- generated:main-job -->` and `<!-- end:main-job -->`; `ReadmeExampleTests` runs the
/// tool again and fails when the block differs, so the README cannot drift from the tool.
public enum ReadmeExample {
    public static let name = "main-job"
    /// Run from the package root, as the README shows it.
    public static let arguments = ["diff", "Examples/"]

    /// The block: the command, stdout and stderr as a terminal shows them (stdout first: the
    /// tool writes the diff before any finding or the summary), and the exit status.
    public static func block(output: String, status: Int32) -> String {
        let text = output.hasSuffix("\n") || output.isEmpty ? output : output + "\n"
        return "```text\n$ modernize \(arguments.joined(separator: " "))\n" + text + "$ echo $?\n\(status)\n```"
    }

    /// The README with the block's body replaced; nil when the markers are missing.
    public static func updated(_ readme: String, block: String) -> String? {
        guard let body = ReadmeBlocks.range(of: name, in: readme) else { return nil }
        var result = readme
        result.replaceSubrange(body, with: block + "\n")
        return result
    }

    /// The block's current body (without its final newline).
    public static func current(in readme: String) -> String? {
        ReadmeBlocks.range(of: name, in: readme).map { String(readme[$0].dropLast()) }
    }
}

enum ReadmeBlocks {
    /// The text between `<!-- generated:NAME -->\n` and `<!-- end:NAME -->`.
    static func range(of name: String, in readme: String) -> Range<String.Index>? {
        guard let start = readme.range(of: "<!-- generated:\(name) -->\n"),
              let end = readme.range(of: "<!-- end:\(name) -->", range: start.upperBound..<readme.endIndex)
        else { return nil }
        return start.upperBound..<end.lowerBound
    }
}
