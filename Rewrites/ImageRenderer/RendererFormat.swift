import SwiftSyntax

/// The renderer format that keeps what the image context was: `UIGraphicsBeginImageContext(size)`
/// is opaque false at scale 1; `...WithOptions(size, opaque, scale)` says both, scale 0 meaning
/// the main screen's (the format's default). Both draw 8-bit sRGB, which the renderer only does
/// with `preferredRange = .standard` (else it may pick extended range on wide-color screens).
struct RendererFormat {
    let size: ExprSyntax
    let opaque: ExprSyntax?
    let scale: ExprSyntax?
    let withOptions: Bool

    init?(begin: FunctionCallExprSyntax, name: String) {
        let arguments = Array(begin.arguments)
        guard arguments.allSatisfy({ $0.label == nil }), begin.trailingClosure == nil else { return nil }
        if name == ImageContextCalls.begin {
            guard arguments.count == 1 else { return nil }
            self.init(size: arguments[0].expression, opaque: nil, scale: nil, withOptions: false)
        } else {
            guard arguments.count == 3 else { return nil }
            self.init(size: arguments[0].expression, opaque: arguments[1].expression, scale: arguments[2].expression, withOptions: true)
        }
    }

    private init(size: ExprSyntax, opaque: ExprSyntax?, scale: ExprSyntax?, withOptions: Bool) {
        self.size = size
        self.opaque = opaque
        self.scale = scale
        self.withOptions = withOptions
    }

    /// `0`, `0.0`: the main screen's scale, the format's default.
    private var scaleIsScreens: Bool {
        guard let scale else { return false }
        if let integer = scale.as(IntegerLiteralExprSyntax.self) { return Int(integer.literal.text) == 0 }
        if let float = scale.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) == 0 }
        return false
    }

    private var opaqueIsFalse: Bool { opaque?.as(BooleanLiteralExprSyntax.self)?.literal.text == "false" }

    /// The statements that make the format, unindented.
    func lines(named name: String) -> [String] {
        var lines = ["let \(name) = UIGraphicsImageRendererFormat()"]
        if !withOptions {
            lines.append("\(name).scale = 1")
        } else if let scale, !scaleIsScreens {
            lines.append("\(name).scale = \(scale.trimmedDescription)")
        }
        if let opaque, !opaqueIsFalse { lines.append("\(name).opaque = \(opaque.trimmedDescription)") }
        lines.append("\(name).preferredRange = .standard")
        return lines
    }

    /// What the reviewer should know about the carried options.
    var notes: [String] {
        if !withOptions { return ["UIGraphicsBeginImageContext drew at scale 1 and not opaque, which the format keeps (`scale = 1`); drop that line for a sharp image on Retina screens"] }
        if scaleIsScreens { return ["scale \(scale!.trimmedDescription) meant the main screen's scale, which the default format uses"] }
        return []
    }
}
