import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension InterfaceBuilderFacts {
    /// Reads one storyboard or xib. Malformed XML gives an error naming the file and the line
    /// where the parser stopped; it never traps. External entities are not resolved.
    public static func parse(_ data: Data, path: String) -> Result<InterfaceBuilderFacts, InterfaceBuilderError> {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        let reader = InterfaceBuilderParser(path: path)
        parser.delegate = reader
        let succeeded = parser.parse()
        // FoundationXML on Linux can return true after reporting an error: trust both signals.
        if !succeeded || reader.error != nil || parser.parserError != nil {
            let line = reader.error?.line ?? parser.lineNumber
            let code = (parser.parserError as NSError?)?.code ?? reader.error?.code ?? 0
            return .failure(InterfaceBuilderError(path: path, line: max(line, 1), message: "not well-formed XML (XMLParser error \(code))"))
        }
        guard reader.sawDocument else {
            return .failure(InterfaceBuilderError(path: path, line: 1, message: "not an Interface Builder document (no <document> element)"))
        }
        return .success(reader.finish())
    }

    /// Interface Builder never writes a DTD; a file declaring entities is refused unexpanded
    /// (an entity expanding to others, many times over, takes gigabytes).
    static let entityDeclaration = "<!ENTITY"

    /// Reads the file at `path` (never through a link, never a FIFO or device); `display` names
    /// it in facts and errors.
    public static func load(path: String, display: String? = nil) -> Result<InterfaceBuilderFacts, InterfaceBuilderError> {
        let name = display ?? path
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(InterfaceBuilderError(path: name, line: 0, message: "not a regular file (a FIFO, socket, device or link)"))
        }
        let bytes: [UInt8]
        do { bytes = try FileStore.read(path) } catch {
            let reason = if case .unreadable(_, let reason) = error { reason } else { "\(error)" }
            return .failure(InterfaceBuilderError(path: name, line: 0, message: "cannot read the file: \(reason)"))
        }
        if bytes.withUnsafeBufferPointer({ TriggerScan.contains(entityDeclaration, in: $0) }) {
            return .failure(InterfaceBuilderError(path: name, line: 0, message: "declares XML entities, which are not expanded"))
        }
        return parse(Data(bytes), path: name)
    }
}

/// The `XMLParser` delegate: keeps a stack of open elements and fills the facts as cells,
/// their standard subviews and scenes go by.
final class InterfaceBuilderParser: NSObject, XMLParserDelegate {
    private struct Frame {
        var name: String
        var attributes: [String: String]
        /// Set on a cell's frame: its index in `facts.cells`.
        var cell: Int?
        /// Set on a standard subview's frame: whose and which.
        var subview: (cell: Int, role: InterfaceBuilderCellSubview.Role)?
    }

    private let path: String
    private var facts: InterfaceBuilderFacts
    private var stack: [Frame] = []
    private(set) var sawDocument = false
    private(set) var error: (line: Int, code: Int)?

    init(path: String) {
        self.path = path
        let kind: InterfaceBuilderFacts.DocumentKind = path.hasSuffix(".storyboard") ? .storyboard : .xib
        facts = InterfaceBuilderFacts(path: path, kind: kind)
    }

    /// Top-level objects by id: their element and class (`customObject MenuDelegate`).
    private var topLevelObjects: [String: String] = [:]

    func finish() -> InterfaceBuilderFacts {
        for index in facts.outlets.indices {
            guard let object = topLevelObjects[facts.outlets[index].destination] else { continue }
            facts.outlets[index].destinationIsTopLevel = true
            facts.outlets[index].destinationDescription = object
        }
        for index in facts.cells.indices {
            let style = facts.cells[index].style
            for role in [\InterfaceBuilderCell.textLabel, \.detailTextLabel, \.imageView] {
                guard let view = facts.cells[index][keyPath: role] else { continue }
                facts.cells[index][keyPath: role]?.customizations = InterfaceBuilderDefaults.customizations(of: view, style: style)
            }
        }
        return facts
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let location = InterfaceBuilderLocation(path: path, line: parser.lineNumber)
        var frame = Frame(name: name, attributes: attributes)
        switch name {
        case "document":
            sawDocument = true
            if attributes["type"]?.contains("Storyboard") == true { facts.kind = .storyboard } else if attributes["type"] != nil { facts.kind = .xib }
        case "tableViewCell", "collectionViewCell":
            facts.cells.append(InterfaceBuilderCell(
                kind: name == "tableViewCell" ? .tableViewCell : .collectionViewCell, placement: placement(),
                id: attributes["id"], reuseIdentifier: attributes["reuseIdentifier"], customClass: attributes["customClass"],
                customModule: attributes["customModule"], style: .init(attribute: attributes["style"]), location: location))
            frame.cell = facts.cells.count - 1
        case "label", "imageView":
            if let (cell, role) = standardRole(of: name, attributes: attributes) {
                frame.subview = (cell, role)
                let view = InterfaceBuilderCellSubview(
                    role: role, id: attributes["id"], customClass: attributes["customClass"], text: attributes["text"],
                    image: attributes["image"], textAlignment: attributes["textAlignment"], numberOfLines: attributes["numberOfLines"],
                    location: location)
                set(view, role: role, cell: cell)
            }
        case "placeholder" where attributes["placeholderIdentifier"] == "IBFilesOwner":
            facts.filesOwnerClass = attributes["customClass"]
        case "outlet":
            if let property = attributes["property"], let destination = attributes["destination"], stack.last?.name == "connections" {
                let source = stack.count >= 2 ? stack[stack.count - 2].attributes["customClass"] : nil
                facts.outlets.append(InterfaceBuilderOutlet(property: property, sourceClass: source, destination: destination, location: location))
            }
        default:
            if let (cell, role) = stack.last?.subview { recordProperty(name, attributes, role: role, cell: cell) }
        }
        if stack.last?.name == "objects", name != "placeholder", attributes["sceneMemberID"] != "viewController", let id = attributes["id"] {
            topLevelObjects[id] = [name, attributes["customClass"]].compactMap { $0 }.joined(separator: " ")
        }
        if attributes["sceneMemberID"] == "viewController" {
            facts.viewControllers.append(InterfaceBuilderViewController(
                element: name, id: attributes["id"], customClass: attributes["customClass"], customModule: attributes["customModule"],
                storyboardIdentifier: attributes["storyboardIdentifier"], location: location))
        }
        stack.append(frame)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if !stack.isEmpty { stack.removeLast() }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if error == nil { error = (parser.lineNumber, (parseError as NSError).code) }
    }

    private func placement() -> InterfaceBuilderCell.Placement {
        let parents = stack.reversed().map(\.name)
        switch (parents.first, parents.dropFirst().first) {
        case ("prototypes", _): return .prototype
        case ("cells", "tableViewSection"): return .staticCell
        case ("cells", "collectionView"): return .prototype
        case ("objects", "document"): return .topLevel
        default: return .other
        }
    }

    /// Is this label / image view the nearest enclosing cell's textLabel, detailTextLabel or
    /// imageView? The cell names it by id (`textLabel="F9H-Kr-npj"`); older files use `key`.
    private func standardRole(of name: String, attributes: [String: String]) -> (Int, InterfaceBuilderCellSubview.Role)? {
        guard let frame = stack.last(where: { $0.cell != nil }), let cell = frame.cell else { return nil }
        let roles: [InterfaceBuilderCellSubview.Role] = name == "label" ? [.textLabel, .detailTextLabel] : [.imageView]
        for role in roles {
            if attributes["key"] == role.rawValue { return (cell, role) }
            if let id = attributes["id"], frame.attributes[role.rawValue] == id { return (cell, role) }
        }
        return nil
    }

    /// A property element directly inside a standard subview.
    private func recordProperty(_ name: String, _ attributes: [String: String], role: InterfaceBuilderCellSubview.Role, cell: Int) {
        guard var view = subview(role: role, cell: cell) else { return }
        var values = attributes
        let key = values.removeValue(forKey: "key")
        switch (name, key) {
        case ("fontDescription", "fontDescription"): view.fontDescription = values
        case ("color", "textColor"): view.textColor = values
        case ("nil", "textColor"): view.textColor = nil
        case ("color", "tintColor"): view.tintColor = values
        default: return
        }
        set(view, role: role, cell: cell)
    }

    private func subview(role: InterfaceBuilderCellSubview.Role, cell: Int) -> InterfaceBuilderCellSubview? {
        switch role {
        case .textLabel: facts.cells[cell].textLabel
        case .detailTextLabel: facts.cells[cell].detailTextLabel
        case .imageView: facts.cells[cell].imageView
        }
    }

    private func set(_ view: InterfaceBuilderCellSubview, role: InterfaceBuilderCellSubview.Role, cell: Int) {
        switch role {
        case .textLabel: facts.cells[cell].textLabel = view
        case .detailTextLabel: facts.cells[cell].detailTextLabel = view
        case .imageView: facts.cells[cell].imageView = view
        }
    }
}
