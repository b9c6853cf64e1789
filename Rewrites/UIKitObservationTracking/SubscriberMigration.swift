import Foundation
import ModernizeCore
import SwiftSyntax

/// One UIKit subscriber's part of a model class's change: its subscriptions to that model go
/// (with their `AnyCancellable` storage when nothing else uses it), their update code moves
/// into the tracked method, and the Info.plist gets the tracking key when needed. Anything
/// the rule cannot migrate is a finding in the group, which keeps the whole change back.
struct SubscriberMigration {
    let subscriber: ClassDeclSyntax
    let candidate: ObservableCandidates.Candidate
    let accesses: [MemberAccessExprSyntax]
    let context: RuleContext

    private var group: SiteGroup { UIKitObservationTracking.group(candidate) }
    private var model: String { candidate.type.name }

    func sites() -> [Site] {
        let isViewController = context.types.classChain(of: subscriber.name.text).contains("UIViewController")
        var refusals: [Subscription.Refusal] = []
        var planned: [(subscription: Subscription, code: UpdateCode)] = []
        for access in accesses {
            switch Subscription.read(access) {
            case .failure(let refusal): refusals.append(refusal)
            case .success(let subscription):
                let receiver = subscription.receiverName
                guard receiver.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), UpdateCode.declaredProperty(receiver, in: subscriber) != nil else {
                    refusals.append(.init(subscription.receiver, "it subscribes to `\(subscription.receiver.trimmedDescription)`, not a stored property of `\(subscriber.name.text)`, so a method UIKit tracks could not read it; keep the model in a property first"))
                    continue
                }
                switch UpdateCode.make(subscription, subscriber: subscriber, isViewController: isViewController, context: context) {
                case .failure(let refusal): refusals.append(refusal)
                case .success(let code): planned.append((subscription, code))
                }
            }
        }
        if !refusals.isEmpty {
            let others = accesses.count > 1 ? " (none of `\(subscriber.name.text)`'s \(accesses.count) subscriptions to it change)" : ""
            return refusals.map { refusal in
                context.finding(at: refusal.node, "`\(model)` stays an ObservableObject: \(refusal.reason)\(others)").inGroup(group)
            }
        }
        switch edits(planned, isViewController: isViewController) {
        case .failure(let refusal):
            return [context.finding(at: refusal.node, "`\(model)` stays an ObservableObject: \(refusal.reason)").inGroup(group)]
        case .success(let (edits, methods, removedStorage, keptStorage, plist)):
            let first = planned[0].subscription
            var companions: [CompanionFile] = []
            var note = "`\(model)` becomes @Observable (with `observable-macro`, one change across \(candidate.files.count) file\(candidate.files.count == 1 ? "" : "s")): "
            let described = planned.map { "`\($0.subscription.access.trimmedDescription)` (\(context.position(of: $0.subscription.access)))" }
            note += "\(planned.count == 1 ? "the subscription" : "the subscriptions") \(ProseList.join(described)) \(planned.count == 1 ? "goes" : "go")"
            if !removedStorage.isEmpty { note += " with \(ProseList.join(removedStorage.map { "`\($0)`" }))" }
            if !keptStorage.isEmpty { note += " (\(ProseList.join(keptStorage.map { "`\($0)`" })) stays: other code uses it)" }
            let reads = Array(Set(planned.flatMap(\.code.reads))).sorted()
            note += "; the update code now runs in \(ProseList.join(methods.map { "`\($0)()`" })), which UIKit re-runs when a property it reads changes (\(ProseList.join(reads.map { "`\($0)`" }))), not on every change of the model"
            if methods.contains(where: { $0 != "updateProperties" }) {
                note += "; in the layout pass it also runs on each layout of the view, and while the view is off screen it waits for the next layout"
            } else {
                note += "; while the view is off screen it waits for the next update pass"
            }
            let dropped = Array(Set(planned.flatMap(\.subscription.dropped))).sorted()
            if !dropped.isEmpty { note += "; \(ProseList.join(dropped.map { "`\($0)`" })) went with the subscription" }
            let hops = Array(Set(planned.compactMap(\.code.droppedHop))).sorted()
            if !hops.isEmpty {
                note += "; the \(ProseList.join(hops.map { "`\($0)`" })) hop goes too: it only deferred the update until the model had changed (the publisher fires before the change), and a tracked method runs after it; a change made off the main thread now has to hop to the main thread itself"
            }
            if case .add(let list, let companion)? = plist {
                companions.append(companion)
                note += "; `\(list.path)` gets `\(ObservationTrackingKey.key)` = YES (UIKit tracks reads only with it before iOS 26)"
            }
            return [Site.review(at: first.access, edits, because: note).inGroup(group, companions: companions)]
        }
    }

    private func edits(_ planned: [(subscription: Subscription, code: UpdateCode)], isViewController: Bool)
        -> Result<(edits: [SourceEdit], methods: [String], removedStorage: [String], keptStorage: [String], plist: ObservationTrackingKey.Need?), Subscription.Refusal>
    {
        let bytes = SourceBytes(context)
        var removals: [Range<Int>] = []
        for (subscription, _) in planned {
            let statement = subscription.statement
            guard let range = Self.lines(of: statement, bytes) else {
                return .failure(.init(statement, "the subscription shares its lines with other code; put it on lines of its own first"))
            }
            removals.append(range)
        }
        // The storage goes when nothing but the removed subscriptions names it.
        var removedStorage: [String] = []
        var keptStorage: [String] = []
        for storage in Set(planned.map(\.subscription.storage)).sorted() {
            guard let declaration = storageDeclaration(storage) else { continue }
            let declarationRange = declaration.position.utf8Offset..<declaration.endPosition.utf8Offset
            let others = context.tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .identifier(storage) else { return false }
                let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
                return !declarationRange.contains(offset) && !removals.contains { $0.contains(offset) }
            }
            if others {
                keptStorage.append(storage)
                continue
            }
            guard let range = Self.lines(of: declaration, bytes) else {
                keptStorage.append(storage)
                continue
            }
            removals.append(range)
            removedStorage.append(storage)
        }
        // Update code by tracked method, in source order.
        var blocks: [(method: TrackedMethod, lines: [String])] = []
        for (_, code) in planned {
            let method = TrackedMethod.choose(isViewController: isViewController, geometryOnly: code.geometryOnly, minimumIOS: context.options.minimumIOS)
            if let index = blocks.firstIndex(where: { $0.method.name == method.name }) {
                blocks[index].lines += code.lines
            } else {
                blocks.append((method, code.lines))
            }
        }
        let anchor: Syntax = Ancestors.all(above: planned[0].subscription.statement).first { ancestor in
            ancestor.parent?.parent?.parent?.id == subscriber.memberBlock.id
                && (ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self))
        } ?? Syntax(subscriber.memberBlock.members.last!.decl)
        var insertions: [SourceEdit] = []
        for block in blocks {
            switch block.method.insertion(of: [block.lines], into: subscriber, after: anchor, context: context) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let edit):
                // Two new methods after one anchor: one insertion.
                if let index = insertions.firstIndex(where: { $0.range == edit.range }) {
                    insertions[index] = SourceEdit(range: edit.range, replacement: insertions[index].replacement + edit.replacement)
                } else {
                    insertions.append(edit)
                }
            }
        }
        var plist: ObservationTrackingKey.Need?
        // From iOS 26 UIKit tracks without the key; below iOS 18 the deployment target holds
        // the rewrite back anyway (and reports it), so no Info.plist is looked for.
        if context.options.minimumIOS < IOSVersion(26) && context.options.minimumIOS >= IOSVersion(18) {
            switch ObservationTrackingKey.need(for: context.path, in: context.index.propertyLists) {
            case .failure(let blocked): return .failure(.init(planned[0].subscription.access, blocked.reason))
            case .success(let need): plist = need
            }
        }
        let merged = Self.merge(removals).map { range in
            SourceEdit(range: AbsolutePosition(utf8Offset: range.lowerBound)..<AbsolutePosition(utf8Offset: range.upperBound), replacement: "")
        }
        for insertion in insertions where merged.contains(where: { $0.range.contains(insertion.range.lowerBound) && $0.range.lowerBound != insertion.range.lowerBound }) {
            return .failure(.init(subscriber.name, "the tracked method would go inside code the migration removes at \(context.parsed.position(of: insertion.range.lowerBound.utf8Offset)); migrate by hand"))
        }
        return .success((merged + insertions, blocks.map(\.method.name), removedStorage, keptStorage, plist))
    }

    /// `var cancellables = Set<AnyCancellable>()` / `var cancellable: AnyCancellable?` in the
    /// subscriber's body, declaring only `name`.
    private func storageDeclaration(_ name: String) -> VariableDeclSyntax? {
        subscriber.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { variable in
            variable.bindings.count == 1 && variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
    }

    /// The whole lines of `node` (nil when other code shares them), with the blank line above
    /// when a blank line or a closing brace follows, or the blank line below when an opening
    /// brace precedes: no doubled or dangling blank line is left.
    static func lines(of node: some SyntaxProtocol, _ bytes: SourceBytes) -> Range<Int>? {
        guard let last = node.lastToken(viewMode: .sourceAccurate), TriviaLines.restOfLineIsBlankOrComment(after: last) else { return nil }
        let contentStart = commentStart(above: node) ?? node.positionAfterSkippingLeadingTrivia.utf8Offset
        var start = bytes.lineStart(contentStart)
        guard bytes.isBlank(start..<contentStart) else { return nil }
        var end = bytes.nextLineStart(last.endPositionBeforeTrailingTrivia.utf8Offset)
        let previous: Range<Int>? = start > 0 ? bytes.lineStart(start - 1)..<(start - 1) : nil
        let next: Range<Int>? = end < bytes.bytes.count ? end..<bytes.lineEnd(end) : nil
        let previousBlank = previous.map(bytes.isBlank) ?? false
        let nextBlank = next.map(bytes.isBlank) ?? false
        let nextCloses = next.map { bytes.text($0).trimmingCharacters(in: .whitespaces).hasPrefix("}") } ?? false
        let previousOpens = previous.map { bytes.text($0).trimmingCharacters(in: .whitespaces).hasSuffix("{") } ?? false
        if previousBlank && (nextBlank || nextCloses), let previous {
            start = previous.lowerBound
        } else if nextBlank && previousOpens, next != nil {
            end = bytes.nextLineStart(end)
        }
        return start..<end
    }

    /// The first of the comment lines directly above `node` (no blank line between): they
    /// describe the code removed with them.
    static func commentStart(above node: some SyntaxProtocol) -> Int? {
        guard let first = node.firstToken(viewMode: .sourceAccurate) else { return nil }
        var offset = first.position.utf8Offset
        var pieces: [(piece: TriviaPiece, offset: Int)] = []
        for piece in first.leadingTrivia {
            pieces.append((piece, offset))
            offset += piece.sourceLength.utf8Length
        }
        var start: Int?
        var breaks = 0
        for (piece, offset) in pieces.reversed() {
            switch piece {
            case .spaces, .tabs: continue
            case .newlines(let count), .carriageReturns(let count), .carriageReturnLineFeeds(let count):
                breaks += count
                if breaks > 1 { return start }
            case .lineComment, .docLineComment:
                start = offset
                breaks = 0
            default:
                return start
            }
        }
        return start
    }

    /// Overlapping or touching ranges joined, in order.
    static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
