import ModernizeCore
import SwiftSyntax

/// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)` ->
/// the iOS 17 `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:...)`, a review
/// rewrite made argument by argument (the closures and the call's layout stay as written).
///
/// Review, not safe: the two describe a spring differently (a total duration and a damping
/// ratio, against a perceptual duration and a bounce) and Apple documents no exact conversion,
/// so the curve changes and is tuned by eye; the bounce starts from 1 - damping ratio, Apple's
/// own Spring mapping. A finding instead for an overdamped literal ratio (above 1), a comment
/// among the spring's arguments (it would sit beside another one), a deployment target below
/// iOS 17, and a receiver the index cannot show is a UIView type. A project type's own
/// `animate(withDuration:...)` is not a site.
public struct SpringAnimation: Codemod {
    public let description = RuleDescription(
        id: "spring-animation",
        legacy: "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:...)",
        modern: "UIView.animate(springDuration:bounce:...)",
        since: IOSVersion(17),
        rationale: "The duration-and-bounce spring is the one SwiftUI and UIViewPropertyAnimator share, and is easier to reason about than a damping ratio squeezed into a fixed total duration.",
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "card-spring",
                before: """
                    import UIKit

                    @MainActor func reveal(_ card: UIView) {
                        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [], animations: {
                            card.transform = .identity
                        })
                    }
                    """,
                after: """
                    import UIKit

                    @MainActor func reveal(_ card: UIView) {
                        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [], animations: {
                            card.transform = .identity
                        })
                    }
                    """,
                findings: ["review: the spring's curve changes"]),
        ])

    public let triggers = ["usingSpringWithDamping"]

    /// Project views' superclass chains, and project types declaring their own `animate`.
    public let indexInterest = IndexInterest(triggers: ["usingSpringWithDamping"], supertypeChains: true)

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        let types = context.types
        for call in SyntaxSearch.all(FunctionCallExprSyntax.self, in: context.tree) {
            guard let spring = SpringCall(call) else { continue }
            switch receiverKind(spring.receiver, types: types, index: context.index) {
            case .view:
                let rewrite = SpringRewrite(spring: spring, suggestion: SpringSuggestion(spring: spring, context: context), context: context)
                if context.options.minimumIOS >= IOSVersion(17), rewrite.blocker == nil, Self.platforms.problem(at: call, options: context.options) == nil {
                    output.append(.review(at: spring.name, rewrite.edits(), because: rewrite.note))
                } else {
                    output.append(finding(spring, context: context, unknownReceiver: false, blocker: rewrite.blocker))
                }
            case .unknownType:
                output.append(finding(spring, context: context, unknownReceiver: true))
            case .other:
                continue
            }
        }
        return output
    }

    enum ReceiverKind { case view, unknownType, other }

    /// `UIView`, `UIButton`, a project view class: a view type, unless the project declares its
    /// own `animate(withDuration:delay:usingSpringWithDamping:...)` along its chain. An
    /// instance, or a type the project declares outside UIView, is not a site.
    func receiverKind(_ receiver: ExprSyntax, types: ExpressionTypeResolver, index: ProjectIndex) -> ReceiverKind {
        guard case .metatype(let type)? = types.type(of: receiver).type, let name = type.nominalName else {
            // A capitalised name no one declares (another module's view class): maybe UIKit's.
            if let reference = receiver.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true,
               Scopes.declarations(of: reference.baseName.text, at: reference).isEmpty, !index.declares(reference.baseName.text) {
                return .unknownType
            }
            return .other
        }
        let chain = types.classChain(of: name)
        guard chain.contains("UIView") else { return .other }
        let ownAnimate = chain.contains { owner in
            index.functions(of: owner, named: "animate").contains { $0.isStatic && Array($0.labels.prefix(4)) == SpringCall.springLabels }
        }
        return ownAnimate ? .other : .view
    }

    /// tvOS has the iOS 17 method from tvOS 17; other platforms have no UIView.
    static let platforms = PlatformAvailability(requirements: ["tvOS": .since(IOSVersion(17)), "macCatalyst": .since(IOSVersion(17))])

    private func finding(_ spring: SpringCall, context: RuleContext, unknownReceiver: Bool, blocker: String? = nil) -> Site {
        let suggestion = SpringSuggestion(spring: spring, context: context)
        let receiver = spring.receiver.trimmedDescription
        let example: String
        if let value = suggestion.dampingValue {
            example = value > 1
                ? "here the ratio \(spring.damping.trimmedDescription) is overdamped, which a bounce of 0 (critically damped) only approaches: try small negative bounces"
                : "here \(spring.damping.trimmedDescription) -> \(suggestion.bounce)"
        } else {
            example = "here `\(suggestion.bounce)`"
        }
        var message = "animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:) left as is: iOS 17's animate(springDuration:bounce:) describes the spring differently and its parameters do not map 1:1. `withDuration` is the animation's total time, `springDuration` the spring's perceptual duration (about the time it takes to settle); Apple documents bounce 0 as critically damped (damping ratio 1), 1 as undamped (ratio 0) and negative values as overdamped, and its Spring type turns mass 1, stiffness 100, damping 10 (a damping ratio of 0.5) into bounce 0.5, so the suggestion starts from bounce = 1 - damping ratio (\(example)) and carries `initialSpringVelocity` over as written; compare the two on a device and tune the duration and bounce by eye"
        if let blocker {
            message += "; it is not rewritten because \(blocker)"
        }
        if unknownReceiver {
            message += "; `\(receiver)` is not a type the project or UIKit facts know, so this is UIView's method only if `\(receiver)` is a UIView subclass"
        }
        if context.options.minimumIOS < IOSVersion(17) {
            message += "; animate(springDuration:bounce:) needs iOS 17 and the deployment target is iOS \(context.options.minimumIOS): call it under `if #available(iOS 17, *)` and keep this call in the `else` branch"
        }
        return context.finding(at: spring.name, severity: .info, message, suggestion: suggestion.text)
    }
}
