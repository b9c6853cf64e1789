import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A report's XML as parsed by Foundation's XMLParser (libxml2): every element with its
/// attributes, its text and the names of the elements it sits in. Parsing fails (throws) on
/// anything that is not well-formed XML, so a test that reads a report this way also checks
/// that its escaping holds.
struct XMLElements {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Enclosing element names, outermost first.
        var path: [String]
        /// Index of the enclosing element in `all` (nil for the root).
        var parent: Int?
    }

    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    let all: [Element]

    init(_ text: String) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw ParseError(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        all = collector.elements
    }

    func named(_ name: String) -> [Element] { all.filter { $0.name == name } }

    /// The elements directly inside `all[index]`.
    func children(of index: Int) -> [Element] { all.filter { $0.parent == index } }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes, path: open.map { elements[$0].name }, parent: open.last))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { elements[current].text += string }
        }
    }
}
