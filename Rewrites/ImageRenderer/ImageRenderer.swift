import ModernizeCore
import SwiftSyntax

/// `UIGraphicsBeginImageContext(WithOptions)` / `UIGraphicsGetImageFromCurrentImageContext()` /
/// `UIGraphicsEndImageContext()` as statements of one block -> a `UIGraphicsImageRendererFormat`
/// carrying the scale and opacity, and `UIGraphicsImageRenderer(size:format:).image { _ in ... }`
/// around the drawing. Always review (the image is no longer optional; the note names what the
/// format keeps). Reported instead: a context that escapes the block (begun here, read or ended
/// elsewhere), an early exit or a throwing call between begin and end, a local of the drawing
/// used after it, an image taken other than by `let x = ...` or `return`, and code also compiled
/// for watchOS (`#if os(watchOS)`, a watchOS target or Package.swift platform), which has the
/// image context functions but no UIGraphicsImageRenderer.
public struct ImageRenderer: Codemod {
    public let description = RuleDescription(
        id: "image-renderer",
        legacy: "UIGraphicsBeginImageContextWithOptions ... UIGraphicsEndImageContext()",
        modern: "UIGraphicsImageRenderer(size:format:).image { _ in ... }",
        since: IOSVersion(10),
        rationale: "The renderer manages the context's lifetime (no unbalanced begin/end on an early return), picks the color range, and is the API UIKit keeps improving; the image context functions are deprecated in iOS 17.",
        appleDeprecated: true,
        tiers: [.review, .finding],
        examples: [
            RuleExample(
                "solid-color-image",
                before: """
                    import UIKit

                    func swatch(_ color: UIColor, size: CGSize) -> UIImage? {
                        UIGraphicsBeginImageContextWithOptions(size, true, 0)
                        color.setFill()
                        UIRectFill(CGRect(origin: .zero, size: size))
                        let image = UIGraphicsGetImageFromCurrentImageContext()
                        UIGraphicsEndImageContext()
                        return image
                    }
                    """,
                after: """
                    import UIKit

                    func swatch(_ color: UIColor, size: CGSize) -> UIImage? {
                        let format = UIGraphicsImageRendererFormat()
                        format.opaque = true
                        format.preferredRange = .standard
                        let image: UIImage? = UIGraphicsImageRenderer(size: size, format: format).image { _ in
                            color.setFill()
                            UIRectFill(CGRect(origin: .zero, size: size))
                        }
                        return image
                    }
                    """,
                findings: ["review: "]),
        ])

    public let triggers = ["UIGraphicsBeginImageContext", "UIGraphicsGetImageFromCurrentImageContext"]

    public init() {}

    public func rewrite(_ context: RuleContext) throws -> RuleOutput {
        var output = RuleOutput()
        var consumed: Set<SyntaxIdentifier> = []
        // Two rewrites in one function must not both declare `format`.
        var declared: [SyntaxIdentifier: Set<String>] = [:]
        let calls = ImageContextCalls.calls(in: context.tree)
        for call in calls {
            guard let name = ImageContextCalls.name(of: call), name == ImageContextCalls.begin || name == ImageContextCalls.beginWithOptions else { continue }
            let scope = ImageContextSite.scope(of: call)?.id
            var site = ImageContextSite(context: context, begin: call, beginName: name, takenNames: scope.flatMap { declared[$0] } ?? [])
            output.append(site.site())
            consumed.formUnion(site.consumed.map(\.id))
            if let scope, let name = site.declaredName { declared[scope, default: []].insert(name) }
        }
        // An image taken from a context begun elsewhere: reported, so no site goes unseen.
        for call in calls where ImageContextCalls.name(of: call) == ImageContextCalls.getImage && !consumed.contains(call.id) {
            output.append(context.finding(
                at: call.calledExpression,
                "UIGraphicsGetImageFromCurrentImageContext() left as is: the image context it reads is begun elsewhere (another function or block), so the drawing cannot be wrapped in a renderer here; move the begin, the drawing and the end into one `UIGraphicsImageRenderer(size:format:).image { context in ... }`"))
        }
        return output
    }
}
