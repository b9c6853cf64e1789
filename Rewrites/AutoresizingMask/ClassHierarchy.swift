import ModernizeCore

/// Is a type a project class or one of its subclasses? The index's superclass chains, continued
/// through the byte-scanned type headers of files the index did not read (a subclass declared
/// in a file no trigger names).
struct ClassHierarchy {
    let index: ProjectIndex
    /// Each class header's first inherited name, by class name; nil when several classes share the name.
    let superclassByHeader: [String: String?]

    init(index: ProjectIndex) {
        self.index = index
        superclassByHeader = index.memo.value("autoresizing-mask.class-headers") {
            var byName: [String: String?] = [:]
            for header in index.typeHeaders where header.keyword == "class" {
                byName[header.name] = byName[header.name] == nil ? .some(header.firstInherited) : .some(nil)
            }
            return byName
        }
    }

    func isClass(_ name: String, orSubclassOf ancestor: String) -> Bool {
        var chain = index.superclassChain(of: name)
        if chain.contains(ancestor) { return true }
        // The chain ends at a class the index does not declare: the SDK's, or the project's in a file it did not read.
        while let last = chain.last, !index.declares(last), case let next?? = superclassByHeader[last], !chain.contains(next) {
            if next == ancestor { return true }
            chain.append(next)
        }
        return false
    }
}
