import Foundation
import TestSupport
import Testing

/// Issue 48, item 1: the reports other CI systems read (`--format gitlab`, `junit`,
/// `checkstyle`). Each is parsed as its consumer would (JSONSerialization, XMLParser) and
/// checked site by site against the same run's `--format json` results.
@Suite struct CIReportFormatTests {
    /// A file whose name is markup and a terminal escape: the XML must stay well-formed and the
    /// escape must never reach a terminal raw.
    static let hostileName = "A<&\"'>\u{1B}[2J.swift"
    /// How every report names it: the control character as an octal escape.
    static let hostileShown = "A<&\"'>\\033[2J.swift"

    /// A safe rewrite and a review rewrite (Inbox), a note (Queue), a review rewrite in the
    /// hostile file, and a file that cannot be read (Bad: not UTF-8).
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Inbox.swift", SafetyTierTests.mixed)
        try directory.write("Queue.swift", Self.queue)
        try directory.write(hostileName, Fixtures.legacy)
        try directory.write("Bad.swift", bytes: Array("let x = \"".utf8) + [0xFF, 0xFE] + Array("\"\n".utf8))
        return directory
    }

    static let queue = """
        import Foundation

        final class Cache {
            let cacheQueue = DispatchQueue(label: "cache")

            func store() {
                cacheQueue.async {
                    print("stored")
                }
            }
        }

        """

    /// The path as the CI reports name it (JSON keeps names as they are).
    static func shown(_ path: String) -> String { path == hostileName ? hostileShown : path }

    /// (rule, path, line, column, kind, severity) of every result of `--format json`: the oracle.
    struct Site: Hashable {
        var rule: String
        var path: String
        var line: Int
        var column: Int
        var kind: String
        var severity: String
    }

    static func run(_ format: String, in directory: TemporaryDirectory, command: String = "diff") throws -> ProcessResult {
        let result = try ModernizeBinary.run([command, "--format", format, "--min-ios", "17", "."], in: directory.path, review: false)
        #expect(result.status == 2, "Bad.swift cannot be read: \(result.stderr)")
        return result
    }

    static func sites(in directory: TemporaryDirectory, command: String = "diff") throws -> [Site] {
        let document = try #require(JSONSerialization.jsonObject(with: Data(run("json", in: directory, command: command).stdout.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        var sites: [Site] = []
        for file in files {
            for result in file["results"] as? [[String: Any]] ?? [] {
                let start = try #require((result["range"] as? [String: [String: Int]])?["start"])
                sites.append(Site(
                    rule: try #require(result["rule"] as? String), path: shown(try #require(file["path"] as? String)),
                    line: try #require(start["line"]), column: try #require(start["column"]),
                    kind: try #require(result["kind"] as? String), severity: try #require(result["severity"] as? String)))
            }
        }
        #expect(Set(sites.map(\.kind)) == ["pending", "review", "finding"], "the project gives every kind diff reports: \(sites)")
        #expect(Set(sites.map(\.severity)) == ["warning", "note"], "\(sites)")
        #expect(sites.contains { $0.path == hostileShown })
        return sites
    }

    @Test func gitlabCodeQualityHasAnIssuePerSiteWithStableFingerprints() throws {
        let directory = try Self.project()
        let sites = try Self.sites(in: directory)
        let issues = try #require(JSONSerialization.jsonObject(with: Data(Self.run("gitlab", in: directory).stdout.utf8)) as? [[String: Any]])
        #expect(issues.count == sites.count + 1, "one issue per site, and one for the file that cannot be read")
        var seen: [Site] = []
        for issue in issues {
            let location = try #require(issue["location"] as? [String: Any])
            let path = try #require(location["path"] as? String)
            let begin = try #require((location["lines"] as? [String: Int])?["begin"])
            let check = try #require(issue["check_name"] as? String)
            let severity = try #require(issue["severity"] as? String)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(severity))
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect(issue["type"] as? String == "issue")
            let fingerprint = try #require(issue["fingerprint"] as? String)
            #expect(fingerprint.count == 32 && fingerprint.allSatisfy(\.isHexDigit), "\(fingerprint)")
            if check == "file-not-migrated" {
                #expect(path == "Bad.swift" && severity == "major" && begin == 1)
                continue
            }
            let site = try #require(sites.first { $0.rule == check && $0.path == path && $0.line == begin && !seen.contains($0) }, "\(issue)")
            seen.append(site)
            #expect(severity == ["note": "info", "warning": "minor", "error": "major"][site.severity], "\(site)")
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count, "GitLab tells issues apart by fingerprint")

        // Lines added above the sites move them, but GitLab must see the same issues.
        func fingerprints(of path: String, _ issues: [[String: Any]]) -> [String: Int] {
            var result: [String: Int] = [:]
            for issue in issues {
                guard let location = issue["location"] as? [String: Any], location["path"] as? String == path else { continue }
                result[issue["fingerprint"] as! String] = (location["lines"] as? [String: Int])?["begin"]
            }
            return result
        }
        try directory.write("Inbox.swift", "// a header\n// added later\n" + SafetyTierTests.mixed)
        let moved = try #require(JSONSerialization.jsonObject(with: Data(Self.run("gitlab", in: directory).stdout.utf8)) as? [[String: Any]])
        let before = fingerprints(of: "Inbox.swift", issues)
        let after = fingerprints(of: "Inbox.swift", moved)
        #expect(before.count == 2 && Set(before.keys) == Set(after.keys), "\(before) -> \(after)")
        for (fingerprint, line) in before { #expect(after[fingerprint] == line + 2) }
    }

    @Test func junitHasASuitePerRuleAndAFailurePerSiteLeft() throws {
        let directory = try Self.project()
        let sites = try Self.sites(in: directory)
        let xml = try XMLElements(Self.run("junit", in: directory).stdout)
        let root = try #require(xml.all.first)
        #expect(root.name == "testsuites")
        let cases = xml.named("testcase")
        #expect(root.attributes["tests"] == "\(cases.count)")
        #expect(root.attributes["failures"] == "\(xml.named("failure").count)" && root.attributes["errors"] == "\(xml.named("error").count)")
        for index in xml.all.indices where xml.all[index].name == "testsuite" {
            let suite = xml.all[index]
            let children = xml.children(of: index)
            #expect(suite.attributes["name"]?.hasPrefix("modernize.") == true)
            #expect(suite.attributes["tests"] == "\(children.count)", "\(suite)")
            #expect(children.allSatisfy { $0.name == "testcase" && $0.attributes["classname"] == suite.attributes["name"] })
        }
        let suites = Set(xml.named("testsuite").compactMap { $0.attributes["name"] })
        #expect(suites.isSuperset(of: ["modernize.reconfigure-items", "modernize.gcd-to-task", "modernize.cell-content-configuration", "modernize.foreground-style"]),
                "every enabled rule has a suite, with or without a site: \(suites)")
        #expect(xml.named("testcase").contains { $0.attributes["classname"] == "modernize.foreground-style" && $0.attributes["name"] == "no site" })

        for site in sites {
            let indices = xml.all.indices.filter {
                xml.all[$0].name == "testcase" && xml.all[$0].attributes["name"] == "\(site.path):\(site.line):\(site.column)"
                    && xml.all[$0].attributes["classname"] == "modernize.\(site.rule)"
            }
            #expect(indices.count == 1, "\(site)")
            guard let index = indices.first else { continue }
            #expect(xml.all[index].attributes["file"] == site.path && xml.all[index].attributes["line"] == "\(site.line)")
            let failure = xml.children(of: index).first { $0.name == "failure" }
            if site.severity == "note" {
                #expect(failure == nil, "a note passes: \(site)")
                #expect(xml.children(of: index).first?.name == "system-out")
            } else {
                #expect(failure?.attributes["type"] == site.kind, "\(site)")
                #expect(failure?.attributes["message"]?.isEmpty == false && failure?.text.hasPrefix("\(site.severity): ") == true)
            }
        }
        let error = try #require(xml.named("error").first)
        #expect(error.path.last == "testcase" && error.attributes["message"]?.contains("not valid UTF-8") == true)
        #expect(xml.named("testsuite").last?.attributes["name"] == "modernize.run")

        // After apply, the rewrites it made pass; what it leaves still fails.
        let applied = try XMLElements(Self.run("junit", in: directory, command: "apply").stdout)
        let left = sites.filter { $0.severity != "note" && $0.kind != "pending" }.count
        #expect(applied.named("failure").count == left, "the safe rewrite was made: only the review rewrites left fail")
        #expect(applied.named("system-out").contains { $0.text.contains("rewritten") })
    }

    @Test func checkstyleHasAnErrorPerSiteWithTheRuleAsSource() throws {
        let directory = try Self.project()
        let sites = try Self.sites(in: directory)
        let xml = try XMLElements(Self.run("checkstyle", in: directory).stdout)
        let root = try #require(xml.all.first)
        #expect(root.name == "checkstyle" && root.attributes["version"] == "4.3")
        let errors = xml.named("error")
        #expect(errors.count == sites.count + 1)
        #expect(xml.named("file").map { $0.attributes["name"] ?? "" } == ["Bad.swift", "Inbox.swift", "Queue.swift", Self.hostileShown].sorted())
        for index in xml.all.indices where xml.all[index].name == "error" {
            let error = xml.all[index]
            let file = try #require(error.parent.map { xml.all[$0] })
            #expect(file.name == "file")
            let source = try #require(error.attributes["source"])
            #expect(source.hasPrefix("modernize."))
            if source == "modernize.file-not-migrated" {
                #expect(file.attributes["name"] == "Bad.swift" && error.attributes["severity"] == "error" && error.attributes["line"] == "0")
                continue
            }
            let site = Site(
                rule: String(source.dropFirst("modernize.".count)), path: file.attributes["name"] ?? "", line: Int(error.attributes["line"] ?? "") ?? 0,
                column: Int(error.attributes["column"] ?? "") ?? 0, kind: "", severity: "")
            let match = try #require(sites.first { ($0.rule, $0.path, $0.line, $0.column) == (site.rule, site.path, site.line, site.column) }, "\(error)")
            #expect(error.attributes["severity"] == (match.severity == "note" ? "info" : match.severity), "\(match)")
            #expect(error.attributes["message"]?.isEmpty == false)
        }
        // A message's quotes and newlines survive the attribute.
        let suggestion = try #require(errors.first { $0.attributes["message"]?.contains("would-be code:\n") == true })
        #expect(suggestion.attributes["message"]?.contains("\n") == true)
    }

    @Test func batchRefusesTheCIFormats() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/A.swift", Fixtures.legacy)
        for format in ["gitlab", "junit", "checkstyle"] {
            let result = try ModernizeBinary.run(["batch", "repo", "--out", "out", "--format", format], in: directory.path)
            #expect(result.status == 2 && result.stderr.contains("\(format) is a diff/apply format"), "\(result.stderr)")
        }
    }
}
