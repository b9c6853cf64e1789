import ModernizeCore
import SwiftSyntax

/// One `register` call that can become a stored registration: the edits at the `register`
/// and at each dequeue of its identifier, and what to declare on the owning class.
struct RegistrationPlan {
    let register: RegisterCall
    /// The class that stores the registration; nil when it is a local `let` captured by the
    /// closures that dequeue (see `Storage`).
    let owner: ClassDeclSyntax?
    let propertyName: String
    /// `UICollectionView.CellRegistration<PhotoCell, Photo>`.
    let registrationType: String
    let edits: [SourceEdit]
    let note: String
}

/// Decides, for one collection-view `register` call, between a plan and a finding.
struct RegistrationPlanner {
    let context: RuleContext
    let dequeues: [DequeueCall]

    func plan(_ register: RegisterCall, identifier: String, takenNames: Set<String>) -> Result<RegistrationPlan, BlockReason> {
        let what = register.kind == .cell ? "cell" : "supplementary view"
        let ownerName = Ancestors.enclosingTypeName(of: register.call)
        // Runs once, before the first dequeue: checked first, it is the worst problem.
        let place: String
        var remarks: [String] = []
        switch RegistrationTiming.of(register.call, in: context.tree) {
        case .blocked(let reason): return .failure(BlockReason("`register` not turned into a registration: \(reason)"))
        case .once(let where_, let remark):
            place = where_
            if let remark { remarks.append(remark) }
        }
        // Exactly one registration of this identifier in the module.
        let others = context.index.registrations.filter { registration in
            ReuseKind(indexLabel: registration.label) == register.kind
                && (registration.identifier ?? ReuseIdentifier.value(ofWritten: registration.identifierExpression, owner: registration.owner, index: context.index)) == identifier
        }
        if others.count > 1 {
            return .failure(BlockReason("\(others.count) registrations of the \(what) identifier \"\(identifier)\" (\(ProseList.join(others.map { "`\($0.className ?? $0.nibName ?? "?")` at \($0.location)" }))); one CellRegistration per cell class replaces them, but which dequeue gets which registration must be decided by hand"))
        }
        if register.kind == .cell, let prototype = context.index.prototypeCells(reuseIdentifier: identifier).first(where: { $0.kind == .collectionViewCell && $0.placement == .prototype }) {
            return .failure(BlockReason("\"\(identifier)\" is also a storyboard prototype (\(prototype.location)); decide which one the dequeues mean before moving to a registration"))
        }
        // Every dequeue of it: this file, this type.
        let mine = dequeues.filter { $0.kind == register.kind && ReuseIdentifier.value(of: $0.identifier, owner: Ancestors.enclosingTypeName(of: $0.call), index: context.index) == identifier }
        let otherFiles = indexedDequeues(kind: register.kind).filter { $0.use.location.path != context.path }
        if let elsewhere = otherFiles.first(where: { $0.identifier == identifier })?.use {
            return .failure(BlockReason("registered in \(context.path) but dequeued in \(elsewhere.location); the rewrite would edit both files at once, which is left to do by hand: declare the registration property on the class, create it here and use it at each dequeue"))
        }
        // A dequeue whose identifier did not resolve might be this one: it would crash once
        // the string registration is gone.
        let unresolved = dequeues.filter {
            $0.kind == register.kind && ReuseIdentifier.value(of: $0.identifier, owner: Ancestors.enclosingTypeName(of: $0.call), index: context.index) == nil
        }.map { "line \(context.position(of: $0.call).line)" }
            + otherFiles.filter { $0.identifier == nil }.map(\.use.location.description)
        if !unresolved.isEmpty {
            return .failure(BlockReason("the dequeue\(unresolved.count == 1 ? "" : "s") at \(ProseList.join(Array(unresolved.prefix(3))))\(unresolved.count > 3 ? " and \(unresolved.count - 3) more" : "") use\(unresolved.count == 1 ? "s" : "") an identifier the rule cannot resolve, which may be \"\(identifier)\" and would then fail once it is no longer registered by string; make \(unresolved.count == 1 ? "it" : "them") a literal or a `let` initialised with one, or migrate by hand"))
        }
        if let foreign = mine.first(where: { Ancestors.enclosingTypeName(of: $0.call) != ownerName }) {
            return .failure(BlockReason("registered in `\(ownerName ?? "file scope")` but dequeued in `\(Ancestors.enclosingTypeName(of: foreign.call) ?? "file scope")` (line \(context.position(of: foreign.call).line)); the registration must be a property both can reach"))
        }
        guard !mine.isEmpty else {
            return .failure(BlockReason("no dequeue of \"\(identifier)\" in this file; the registration can only replace the string once its dequeues are found"))
        }
        // Same view.
        let view = ReuseCalls.normalizedReceiver(register.receiver)
        if let other = mine.first(where: { ReuseCalls.normalizedReceiver($0.receiver) != view }) {
            return .failure(BlockReason("registered on `\(view)` but dequeued from `\(other.receiver?.trimmedDescription ?? "self")` (line \(context.position(of: other.call).line)), which is not known to be the same collection view"))
        }
        if let chained = mine.first(where: { ReuseCalls.isOptionalChained($0.receiver) || !DequeueRewrite.isPlainOrCast($0) }) {
            return .failure(BlockReason("the dequeue at line \(context.position(of: chained.call).line) is optional-chained or part of a larger expression; rewrite it by hand"))
        }
        // The cell class.
        let casts = Set(mine.map(DequeueRewrite.castClass))
        let isNib = register.nib != nil
        guard let cellClass = register.className ?? (casts.count == 1 ? casts.first! : nil) else {
            return .failure(BlockReason(isNib
                ? "the nib registration's cell class is not known: its dequeues do not all cast to one class"
                : "the registered class is not written as `Cell.self`; write the registration by hand"))
        }
        if let nib = register.nib {
            switch NibReuseIdentifier.check(nib, context: context) {
            case .blocked(let reason): return .failure(reason)
            case .remark(let remark): remarks.append(remark)
            case .clear: break
            }
        }
        guard register.call.parent?.is(CodeBlockItemSyntax.self) == true else {
            return .failure(BlockReason("the `register` call is not a statement of its own"))
        }
        let storage: Storage
        switch Storage.choose(register: register, dequeues: mine) {
        case .failure(let reason): return .failure(reason)
        case .success(.local): storage = .local
        case .success(.stored):
            guard let owner = ownerClass(named: ownerName) else {
                return .failure(BlockReason("the registration property must be stored on `\(ownerName ?? "file scope")`, whose class declaration is not in this file (an extension cannot hold stored properties)"))
            }
            storage = .stored(owner)
        }
        if SyntaxSearch.contains(TokenSyntax.self, in: register.call.arguments, where: { token in
            token.leadingTrivia.contains(where: \.isComment) || token.trailingTrivia.contains(where: \.isComment)
        }) {
            return .failure(BlockReason("comments inside the `register` call would be lost; rewrite it by hand"))
        }
        let name = registrationName(for: cellClass, storage: storage, register: register, taken: takenNames)
        var edits: [SourceEdit] = []
        var notes: [String] = []
        // The dequeues' own problems (casts, fallbacks) first: they block any registration.
        for dequeue in mine {
            if case .failure(let reason) = DequeueRewrite.make(dequeue, registration: name, item: nil, cellClass: cellClass, isNib: isNib, context: context) {
                return .failure(reason)
            }
        }
        // A cell registration takes the item type and the configuration of its dequeue.
        var handler: CellHandler?
        if register.kind == .cell {
            switch CellHandler.make(mine, register: register, creation: { creationHead(register, type: cellType(cellClass, item: $0)) }, name: name, context: context) {
            case .failure(let failure): return .failure(BlockReason(failure.reason.text, suggestion: failure.suggestion))
            case .success(let made): handler = made
            }
        }
        for dequeue in mine {
            switch DequeueRewrite.make(dequeue, registration: name, item: handler?.items[dequeue.call.id], cellClass: cellClass, isNib: isNib, context: context) {
            case .failure(let reason): return .failure(reason)
            case .success(let rewrite):
                edits += rewrite.edits
                if let note = rewrite.note { notes.append(note) }
            }
        }
        let type = handler.map { cellType(cellClass, item: $0.itemType) } ?? "UICollectionView.SupplementaryRegistration<\(cellClass)>"
        edits += handler?.edits ?? []
        notes += handler?.notes ?? []
        edits.append(SourceEdit(
            range: register.call.positionAfterSkippingLeadingTrivia..<register.call.endPositionBeforeTrailingTrivia,
            replacement: "\(storage.owner == nil ? "let " : "")\(name) = \(creationHead(register, type: type)) \(handler?.closure ?? "{ _, _, _ in }")"))
        if ReuseCalls.isOptionalChained(register.receiver) {
            remarks.append("the registration is created even when `\(register.receiver!.trimmedDescription.filter { $0 != "?" })` is nil (it does not need the view)")
        }
        if place == "`init`", let receiver = register.receiver {
            // UICollectionViewController.collectionView loads the view when first read.
            remarks.append("the initializer no longer reads `\(receiver.trimmedDescription.filter { $0 != "?" })` (a view controller's view is then loaded later, not here)")
        }
        if isNib {
            remarks.append("the nib's cell must be a `\(cellClass)`: the old cast checked it at each dequeue, `\(register.kind == .cell ? "CellRegistration(cellNib:)" : "SupplementaryRegistration(supplementaryNib:)")` now requires it")
        }
        let lines = mine.map { String(context.position(of: $0.call).line) }
        let created = storage.owner == nil ? "`\(name)` (a local the dequeuing closure captures)" : "`\(name)`"
        let note = "\"\(identifier)\" is no longer registered by string: \(created) is created once in \(place), before the first dequeue, and serves the \(mine.count == 1 ? "dequeue" : "dequeues") at line\(mine.count == 1 ? "" : "s") \(ProseList.join(lines)); a string dequeue of \"\(identifier)\" the index did not see (another module, a property initialiser) would now fail"
            + (notes + remarks).map { "; " + $0 }.joined()
        return .success(RegistrationPlan(register: register, owner: storage.owner, propertyName: name, registrationType: type, edits: edits, note: note))
    }

    /// `UICollectionView.CellRegistration<PhotoCell, Photo>(cellNib: nib)`: the registration up
    /// to its handler.
    private func creationHead(_ register: RegisterCall, type: String) -> String {
        switch (register.kind, register.nib) {
        case (.supplementary, let nib?):
            return "\(type)(supplementaryNib: \(nib.trimmedDescription), elementKind: \(register.elementKind!.trimmedDescription))"
        case (.supplementary, nil):
            return "\(type)(elementKind: \(register.elementKind!.trimmedDescription))"
        case (_, let nib?):
            return "\(type)(cellNib: \(nib.trimmedDescription))"
        case (_, nil):
            return type
        }
    }

    private func cellType(_ cellClass: String, item: String) -> String {
        "UICollectionView.CellRegistration<\(cellClass), \(item)>"
    }

    /// Dequeue calls the index recorded, with the identifier they resolve to (nil: unresolved).
    private func indexedDequeues(kind: ReuseKind) -> [(use: IndexedUse, identifier: String?)] {
        let name = kind == .cell ? "dequeueReusableCell" : "dequeueReusableSupplementaryView"
        let label = "withReuseIdentifier: "
        return (context.index.callsByName[name] ?? []).compactMap { caller, use in
            guard let argument = use.arguments.first(where: { $0.hasPrefix(label) }) else { return nil }
            return (use, ReuseIdentifier.value(ofWritten: String(argument.dropFirst(label.count)), owner: caller, index: context.index))
        }
    }

    private func ownerClass(named name: String?) -> ClassDeclSyntax? {
        guard let name else { return nil }
        let classes = SyntaxSearch.all(ClassDeclSyntax.self, in: context.tree) { $0.name.text == name }
        return classes.count == 1 ? classes[0] : nil
    }

    /// `PhotoCell` -> `photoCellRegistration`, `URLCell` -> `urlCellRegistration`; numbered when
    /// the type (with its extensions) already has a member of that name, or the function a
    /// local goes in already uses it.
    private func registrationName(for cellClass: String, storage: Storage, register: RegisterCall, taken: Set<String>) -> String {
        let base = Self.lowerCamel(ProjectIndex.simpleName(cellClass)) + "Registration"
        var members = taken
        switch storage {
        case .stored(let owner):
            for type in context.index.types(named: owner.name.text) {
                members.formUnion(type.properties.map(\.name))
                members.formUnion(type.functions.map(\.name))
            }
            for variable in SyntaxSearch.all(IdentifierPatternSyntax.self, in: owner.memberBlock) {
                members.insert(variable.identifier.text)
            }
        case .local:
            if let scope = Ancestors.enclosingScope(of: register.call) {
                members.formUnion(SyntaxSearch.all(TokenSyntax.self, in: scope) { if case .identifier = $0.tokenKind { true } else { false } }.map(\.text))
            }
        }
        var name = base
        var number = 2
        while members.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // `URLCell`: keep the capital that starts the next word.
        let lowered = upper > 1 && upper < characters.count ? upper - 1 : upper
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
