import ModernizeCore
import SwiftSyntax

/// Where a registration lives.
///
/// - `stored`: dequeues in methods (`collectionView(_:cellForItemAt:)`) reach a stored property.
/// - `local`: dequeues in closures created after the `register`, in the same block (the
///   diffable data source's cell provider), capture a local `let`, as Apple's samples do. A
///   stored property would need `self` in the escaping closure, a retain cycle the old string
///   dequeue did not have.
enum Storage {
    case stored(ClassDeclSyntax)
    case local

    enum Kind { case stored, local }

    var owner: ClassDeclSyntax? {
        if case .stored(let owner) = self { return owner }
        return nil
    }

    static func choose(register: RegisterCall, dequeues: [DequeueCall]) -> Result<Kind, BlockReason> {
        let inClosures = dequeues.filter { Ancestors.enclosingScope(of: $0.call)?.is(ClosureExprSyntax.self) == true }
        if inClosures.isEmpty { return .success(.stored) }
        guard let statements = register.call.parent?.parent?.as(CodeBlockItemListSyntax.self) else {
            return .failure(BlockReason("the dequeues are in closures, which would have to capture the registration"))
        }
        let capturable = inClosures.count == dequeues.count && inClosures.allSatisfy { dequeue in
            dequeue.call.position > register.call.endPosition
                && Ancestors.all(above: dequeue.call).contains { $0.id == statements.id }
        }
        guard capturable else {
            return .failure(BlockReason("some dequeues are in closures that are not created after the `register` in the same block; the registration would have to be captured through `self` (a retain cycle the string dequeue did not have) or passed in by hand"))
        }
        return .success(.local)
    }
}
